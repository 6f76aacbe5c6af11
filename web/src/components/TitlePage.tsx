import { PageHeader } from './PageHeader';

/** A route whose screen is not built yet: only its title, no placeholder content. */
export function TitlePage({ title }: { title: string }) {
  return <PageHeader title={title} />;
}
