import { useSiteContent } from '@/lib/site-content';
import { useDocumentTitle } from '@/lib/document-title';
import { pageMeta } from '@/config/page-meta';
import { texts } from '@/config/texts';
import { ServiceCards } from './components/ServiceCards';

export function ServicesPage() {
  useDocumentTitle(...pageMeta.services(useSiteContent()));
  return (
    <section className="section">
      <h1 className="page-title">{texts.services.title}</h1>
      <div className="mt-8">
        <ServiceCards headingLevel="h2" />
      </div>
    </section>
  );
}
