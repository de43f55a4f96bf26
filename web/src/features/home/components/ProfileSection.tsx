import { untranslatedText } from '@portfolio/common';
import { Link } from '@/components/links';
import { SocialLinks } from '@/components/SocialLinks';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons/ui-icons';
import { useSiteContent } from '@/lib/site-content';
import { paths } from '@/config/paths';
import { texts } from '@/config/texts';
import { OwnerPhoto } from '@/components/OwnerPhoto';

/** The owner's card: photo, how to reach him, social links and Hire Me. */
export function ProfileSection() {
  const owner = useSiteContent();
  const { email, phone, location } = owner.contact;
  return (
    <section aria-labelledby="profile-title" className="section">
      <div className="grid items-center gap-10 overflow-hidden rounded-3xl bg-brand-950 p-8 text-snow sm:p-12 md:grid-cols-[auto_1fr]">
        <OwnerPhoto
          loading="lazy"
          decoding="async"
          className="mx-auto size-40 rounded-full bg-lavender-800 object-cover ring-4 ring-brand-500/40 sm:size-48"
        />
        <div>
          <h2 id="profile-title" className="text-2xl font-bold sm:text-3xl">
            {texts.home.profileTitle}
          </h2>
          <p className="mt-2 text-lavender-100">{texts.home.profileText}</p>
          <p className="mt-5 text-lg font-semibold">{owner.name}</p>
          <p className="text-lavender-200" {...untranslatedText(owner, 'role')}>
            {owner.role}
          </p>
          <ul className="mt-5 space-y-2 text-lavender-50">
            <li className="flex items-center gap-3">
              <MailIcon className="size-5 shrink-0 text-lavender-200" />
              <span className="sr-only">{texts.home.email}: </span>
              <a href={`mailto:${email}`} className="rounded break-all hover:underline">
                {email}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <PhoneIcon className="size-5 shrink-0 text-lavender-200" />
              <span className="sr-only">{texts.home.phone}: </span>
              <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} dir="ltr" className="rounded hover:underline">
                {phone}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <MapPinIcon className="size-5 shrink-0 text-lavender-200" />
              <span className="sr-only">{texts.home.location}: </span>
              {location}
            </li>
          </ul>
          <div className="mt-7 flex flex-wrap items-center gap-4">
            <Link to={paths.contact} className="btn bg-snow text-lavender-800 hover:bg-lavender-100">
              {texts.home.hireMe}
            </Link>
            <SocialLinks className="flex gap-2" linkClassName="bg-snow/10 hover:bg-snow/25" />
          </div>
        </div>
      </div>
    </section>
  );
}
