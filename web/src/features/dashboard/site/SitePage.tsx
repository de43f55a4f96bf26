import { siteContentSchema, VALIDATION_MESSAGES, type SiteContent } from '@portfolio/common';
import { Form, Formik, setIn, type FormikErrors, type FormikProps } from 'formik';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from '@/components/links';
import { Loader } from '@/components/Loader';
import { dashboardTexts } from '@/config/dashboard-texts';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { useReplaceSiteContent } from '@/lib/site-content';
import { loadSite, saveSite, type EditableSite } from '@/features/dashboard/api/site-requests';
import { isSessionRefusal } from '@/features/dashboard/api/request-failure';
import { DashboardPage } from '@/features/dashboard/DashboardPage';
import { FormSection } from '@/features/dashboard/projects/project-fields';
import { SavingOverlay } from '@/features/dashboard/projects/SavingOverlay';
import { AboutSection } from './AboutSection';
import { BackupsPanel } from './BackupsPanel';
import { ContactSection } from './ContactSection';
import { EducationSection } from './EducationSection';
import { SiteTextField } from './site-fields';
import { SiteFilesPanel } from './SiteFilesPanel';
import { SkillsSection } from './SkillsSection';
import { VersionHistory } from './VersionHistory';
import { LoadFailed } from '@/features/dashboard/LoadFailed';
import { dashboardSiteTexts } from '@/config/dashboard-site-texts';

/** The API's field messages (`social[2].href`…) as Formik's nested errors. */
function formErrorsOf(fields: Record<string, string>): FormikErrors<SiteContent> {
  return Object.entries(fields).reduce<FormikErrors<SiteContent>>(
    (errors, [path, message]) =>
      path === '_' ? errors : (setIn(errors, path, message) as FormikErrors<SiteContent>),
    {},
  );
}

/** /dashboard/site: everything the public pages say about the owner, in sections, with its history. */
export function SitePage() {
  const T = dashboardSiteTexts;
  useDocumentTitle(T.page.title);
  const replaceSiteContent = useReplaceSiteContent();
  const [site, setSite] = useState<EditableSite>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [status, setStatus] = useState<{ text: string; failed?: boolean }>();
  // Bumped by every change, so that the history lists the version the change kept.
  const [changes, setChanges] = useState(0);
  const form = useRef<FormikProps<SiteContent>>(null);

  useEffect(() => {
    loadSite().then(setSite, () => setLoadFailed(true));
  }, []);

  /**
   * A new stored content (a save, a restore, a file): the app and the history follow it, and the form starts afresh
   * from it unless asked not to (an upload leaves what is being typed alone).
   */
  const stored = useCallback(
    (next: EditableSite, text: string, { keepForm = false } = {}) => {
      setSite(next);
      replaceSiteContent(next.content);
      setStatus({ text });
      setChanges((count) => count + 1);
      if (!keepForm) form.current?.resetForm({ values: next.content });
    },
    [replaceSiteContent],
  );

  if (loadFailed) {
    return <LoadFailed />;
  }
  if (!site) return <Loader label={T.page.loading} />;

  return (
    <DashboardPage
      title={T.page.title}
      description={T.page.description}
      actions={
        <Link to={paths.home} className="button button-secondary" target="_blank" rel="noopener">
          {T.page.viewOnSite}
        </Link>
      }
    >
      <p
        aria-live="polite"
        className={`text-sm font-medium ${status?.failed ? 'text-red-700' : 'text-brand-700'}`}
      >
        {status?.text}
      </p>

      <SiteFilesPanel
        content={site.content}
        // The upload answers the content; its revision comes with a fresh read, for the next save to name.
        onStored={(content) =>
          void loadSite().then(
            (fresh) => stored(fresh, dashboardTexts.siteFileSaved, { keepForm: true }),
            () => stored({ content, etag: '' }, dashboardTexts.siteFileSaved, { keepForm: true }),
          )
        }
      />

      <Formik
        innerRef={form}
        initialValues={site.content}
        validationSchema={siteContentSchema}
        onSubmit={async (values, helpers) => {
          setStatus(undefined);
          try {
            stored(await saveSite(values, site.etag), dashboardTexts.siteSaved);
          } catch (error) {
            if (isSessionRefusal(error)) return;
            if (error instanceof ApiRequestError && error.status === 400) {
              helpers.setErrors(formErrorsOf(error.fields));
              setStatus({ text: error.fields._ ?? dashboardTexts.siteInvalid, failed: true });
            } else if (error instanceof ApiRequestError && error.status === 409) {
              setStatus({ text: VALIDATION_MESSAGES.changedElsewhere, failed: true });
            } else {
              setStatus({ text: dashboardTexts.requestFailed, failed: true });
            }
          }
        }}
      >
        {({ isSubmitting, submitCount, isValid }) => (
          <Form noValidate className="project-form grid gap-6" aria-label={T.page.formLabel}>
            {isSubmitting ? <SavingOverlay title={dashboardTexts.siteSaving} /> : null}
            <FormSection id="site-profile" title={T.profile.title} description={T.profile.description}>
              <SiteTextField name="name" label={T.profile.name} />
              <SiteTextField name="role" label={T.profile.role} />
              <SiteTextField name="heroTitle" label={T.profile.heroTitle} wide />
              <SiteTextField name="heroText" label={T.profile.heroText} multiline wide />
              <SiteTextField name="photo.alt" label={T.profile.photoAlt} wide />
              <SiteTextField name="cv.downloadName" label={T.profile.cvName} wide />
            </FormSection>
            <AboutSection />
            <EducationSection />
            <SkillsSection />
            <FormSection id="site-services" title={T.services.title} description={T.services.description}>
              <SiteTextField
                name="services.webDevelopment"
                label={T.services.webDevelopment}
                multiline
                wide
              />
              <SiteTextField
                name="services.appDevelopment"
                label={T.services.appDevelopment}
                multiline
                wide
              />
            </FormSection>
            <ContactSection />
            {/* Kept in view at the bottom of a long form; its place does not move when a message appears above. */}
            <div className="sticky bottom-0 z-10 flex flex-wrap items-center justify-end gap-4 rounded-xl border border-slate-200 bg-white/95 px-4 py-3 shadow-sm backdrop-blur">
              {submitCount > 0 && !isValid ? (
                <p role="alert" className="text-sm font-medium text-red-700">
                  {dashboardTexts.siteInvalid}
                </p>
              ) : null}
              <button type="submit" className="button px-8" disabled={isSubmitting}>
                {T.page.save}
              </button>
            </div>
          </Form>
        )}
      </Formik>

      <VersionHistory
        changes={changes}
        onRestored={(restored) => stored(restored, dashboardTexts.siteRestored)}
      />

      {/* A restore replaces the site content too: the form and the history start again from what it stored. */}
      <BackupsPanel
        onRestored={() =>
          void loadSite().then(
            (fresh) => stored(fresh, ''),
            () => setLoadFailed(true),
          )
        }
      />
    </DashboardPage>
  );
}
