import { SearchField } from '../../../components/SearchField';

/** The cases' search box (the server matches what the placeholder names). */
export function CaseSearchField({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  return (
    <SearchField
      value={value}
      onSearch={onSearch}
      label="Search cases"
      placeholder="Case number, patient, attorney, insurer, type, status or description"
    />
  );
}
