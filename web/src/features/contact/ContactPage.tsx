import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons/ui-icons';
import { useDocumentTitle } from '@/lib/document-title';
import { useSiteContent } from '@/lib/site-content';
import { pageMeta } from '@/config/page-meta';
import { texts } from '@/config/texts';
import { ContactForm } from './ContactForm';

/** `/want`: the contact form beside the owner's direct contacts. */
export function ContactPage() {
  const owner = useSiteContent();
  useDocumentTitle(...pageMeta.contact(owner));
  const { email, phone, location } = owner.contact;
  return (
    <section className="section">
      <div className="grid gap-10 lg:grid-cols-[2fr_3fr]">
        <div>
          <h1 className="page-title">{texts.contact.title}</h1>
          <p className="mt-4 text-lg text-slate-700">{texts.home.profileText}</p>
          <ul className="mt-8 space-y-4 text-slate-700">
            <li className="flex items-center gap-3">
              <MailIcon className="size-5 shrink-0 text-brand-600" />
              <span className="sr-only">{texts.home.email}: </span>
              <a
                href={`mailto:${email}`}
                dir="ltr"
                className="rounded break-all hover:text-brand-700 hover:underline"
              >
                {email}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <PhoneIcon className="size-5 shrink-0 text-brand-600" />
              <span className="sr-only">{texts.home.phone}: </span>
              <span dir="ltr">{phone}</span>
            </li>
            <li className="flex items-center gap-3">
              <MapPinIcon className="size-5 shrink-0 text-brand-600" />
              <span className="sr-only">{texts.home.location}: </span>
              {location}
            </li>
          </ul>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <ContactForm />
        </div>
      </div>
    </section>
  );
}
