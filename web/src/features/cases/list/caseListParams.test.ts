import { caseStatusLabels } from '../labels';
import { caseStatusFilterOptions } from './caseListParams';

describe('the status filter', () => {
  it("names each status as its chip does (one label map), plus 'All'", () => {
    expect(caseStatusFilterOptions.map((option) => option.label)).toEqual(['All', ...Object.values(caseStatusLabels)]);
  });
});
