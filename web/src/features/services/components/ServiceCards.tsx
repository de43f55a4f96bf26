import { untranslatedText } from '@portfolio/common';
import type { ProjectCategory, SiteContent } from '@portfolio/common';
import { useId, type ComponentType, type SVGProps } from 'react';
import { Link } from '@/components/links';
import { CodeIcon, SmartphoneIcon } from '@/components/icons/ui-icons';
import { paths } from '@/config/paths';
import { texts } from '@/config/texts';
import { useSiteContent } from '@/lib/site-content';

interface Service {
  /** Its title among the interface's texts (read when drawn: in the page's language), and the owner's words about it
   * in the site content, both under the same name. */
  description: keyof SiteContent['services'] & keyof typeof texts.services;
  /** The category whose projects "See Works" opens. */
  category: ProjectCategory;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const SERVICES: Service[] = [
  {
    description: 'webDevelopment',
    category: 'web-dev-project',
    Icon: CodeIcon,
  },
  {
    description: 'appDevelopment',
    category: 'app-dev-project',
    Icon: SmartphoneIcon,
  },
];

/** The two services, each with Order (to the contact form) and See Works (its projects). */
export function ServiceCards({ headingLevel: Heading }: { headingLevel: 'h2' | 'h3' }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {SERVICES.map((service) => (
        <li key={service.category}>
          <ServiceCard service={service} Heading={Heading} />
        </li>
      ))}
    </ul>
  );
}

function ServiceCard({ service, Heading }: { service: Service; Heading: 'h2' | 'h3' }) {
  const titleId = useId();
  const owner = useSiteContent();
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm">
      <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
        <service.Icon className="size-6" />
      </span>
      <Heading id={titleId} className="mt-5 text-xl font-semibold text-slate-900">
        {texts.services[service.description]}
      </Heading>
      <p
        className="mt-3 flex-1 text-slate-600"
        {...untranslatedText(owner, `services.${service.description}`)}
      >
        {owner.services[service.description]}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        {/* Both cards have links with the same words; the card's title tells them apart. */}
        <Link to={paths.contact} className="btn-primary" aria-describedby={titleId}>
          {texts.services.order}
        </Link>
        <Link to={paths.projects(service.category)} className="btn-secondary" aria-describedby={titleId}>
          {texts.services.seeWorks}
        </Link>
      </div>
    </article>
  );
}
