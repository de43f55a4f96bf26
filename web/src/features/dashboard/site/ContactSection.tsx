import { SITE_TEXT_LIMITS, SOCIAL_NETWORKS } from '@portfolio/common';
import { FormSection } from '@/features/dashboard/projects/project-fields';
import { SiteSelectField, SiteTextField } from './site-fields';
import { AddRowButton, RowActions, SiteList } from './site-rows';
import { dashboardSiteTexts } from '@/config/dashboard-site-texts';

const NETWORK_LABELS: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  github: 'GitHub',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  x: 'X',
};
const NETWORK_OPTIONS = SOCIAL_NETWORKS.map((network) => ({
  value: network,
  label: NETWORK_LABELS[network],
}));

function SocialLinks() {
  const T = dashboardSiteTexts.contact;
  return (
    <SiteList name="social">
      {({ push, remove }, { social }) => (
        <>
          {social.map((link, index) => (
            <fieldset
              key={index}
              className="site-row grid-cols-2 sm:grid-cols-[8rem_8rem_minmax(0,1fr)_auto]"
            >
              <legend className="sr-only">{link.label || T.linkLegend(index + 1)}</legend>
              <SiteSelectField
                name={`social[${index}].network`}
                label={T.network}
                options={NETWORK_OPTIONS}
              />
              <SiteTextField name={`social[${index}].label`} label={T.label} />
              <div className="col-span-full sm:col-span-1">
                <SiteTextField
                  name={`social[${index}].href`}
                  label={T.link}
                  type="url"
                  placeholder="https://"
                />
              </div>
              <RowActions label={link.label} index={index} count={social.length} remove={remove} />
            </fieldset>
          ))}
          <AddRowButton
            count={social.length}
            max={SITE_TEXT_LIMITS.maxSocialLinks}
            onClick={() => push({ network: 'github', label: '', href: '' })}
          >
            {T.add}
          </AddRowButton>
        </>
      )}
    </SiteList>
  );
}

/** How visitors reach the owner: email, phone, place and the social links. */
export function ContactSection() {
  const T = dashboardSiteTexts.contact;
  return (
    <FormSection id="site-contact" title={T.title} description={T.description}>
      <SiteTextField name="contact.email" label={T.email} type="email" />
      <SiteTextField name="contact.phone" label={T.phone} type="tel" />
      <SiteTextField name="contact.location" label={T.location} wide />
      <SocialLinks />
    </FormSection>
  );
}
