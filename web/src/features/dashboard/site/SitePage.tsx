import {
  MAX_ABOUT_PARAGRAPHS,
  MAX_SEMESTERS,
  SITE_TEXT_LIMITS,
  siteContentSchema,
  SKILL_ICONS,
  SOCIAL_NETWORKS,
  VALIDATION_MESSAGES,
  type SiteContent,
} from '@portfolio/common';
import {
  FieldArray,
  Form,
  Formik,
  setIn,
  useField,
  useFormikContext,
  type FormikErrors,
  type FormikProps,
} from 'formik';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormField } from '@/components/FormField';
import { SelectInput } from '@/components/FormikFields';
import { Loader } from '@/components/Loader';
import { dashboardTexts } from '@/config/dashboard-texts';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { useReplaceSiteContent } from '@/lib/site-content';
import { loadSite, saveSite, type EditableSite } from '@/features/dashboard/api/site-requests';
import { isSessionRefusal } from '@/features/dashboard/api/request-failure';
import { FormSection } from '@/features/dashboard/projects/project-fields';
import { SavingOverlay } from '@/features/dashboard/projects/SavingOverlay';
import { ListError, SiteSelectField, SiteTextField, siteFieldId } from './site-fields';
import { SiteFilesPanel } from './SiteFilesPanel';
import { VersionHistory } from './VersionHistory';

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
const ICON_OPTIONS = SKILL_ICONS.map((icon) => ({ value: icon, label: icon }));
const RESULT_KINDS = [
  { value: 'gpa', label: 'GPA' },
  { value: 'running', label: 'Running' },
  { value: 'upcoming', label: 'Upcoming' },
];

/** A semester's result as the form holds it: a GPA typed as text, or one of the two states. */
function SemesterResultField({ name }: { name: string }) {
  const [field, , helpers] = useField<
    SiteContent['education']['diploma']['semesters'][number]['result'] | string
  >(name);
  const kind = field.value === 'running' || field.value === 'upcoming' ? field.value : 'gpa';
  const id = siteFieldId(`${name}-kind`);
  return (
    <>
      <FormField id={id} label="Result">
        <SelectInput
          id={id}
          value={kind}
          options={RESULT_KINDS}
          onChange={(event) => void helpers.setValue(event.target.value === 'gpa' ? '' : event.target.value)}
        />
      </FormField>
      {kind === 'gpa' ? <SiteTextField name={name} label="GPA (0–4)" inputMode="decimal" /> : <div />}
    </>
  );
}

/** Adds a row at the end of a list: a line of its own, under the rows, whatever field follows the list. */
function AddRowButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      className="button button-secondary justify-self-start sm:col-span-2"
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** A row's buttons: move it up or down a place, or remove it. */
function RowActions({
  label,
  index,
  count,
  move,
  remove,
}: {
  label: string;
  index: number;
  count: number;
  move?: (from: number, to: number) => void;
  remove?: (index: number) => void;
}) {
  return (
    <div className="col-span-full flex flex-wrap items-end gap-2 sm:col-span-1">
      {move ? (
        <>
          <button
            type="button"
            className="button button-secondary"
            disabled={index === 0}
            onClick={() => move(index, index - 1)}
          >
            Move up<span className="sr-only"> {label}</span>
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={index === count - 1}
            onClick={() => move(index, index + 1)}
          >
            Move down<span className="sr-only"> {label}</span>
          </button>
        </>
      ) : null}
      {remove ? (
        <button type="button" className="button button-secondary" onClick={() => remove(index)}>
          Remove<span className="sr-only"> {label}</span>
        </button>
      ) : null}
    </div>
  );
}

function AboutParagraphs() {
  const { values } = useFormikContext<SiteContent>();
  return (
    <FieldArray name="about">
      {({ push, remove, move }) => (
        <>
          <ListError name="about" />
          {values.about.map((_, index) => (
            <div key={index} className="site-row">
              <SiteTextField name={`about[${index}]`} label={`Paragraph ${index + 1}`} multiline />
              <RowActions
                label={`paragraph ${index + 1}`}
                index={index}
                count={values.about.length}
                move={move}
                remove={values.about.length > 1 ? remove : undefined}
              />
            </div>
          ))}
          {values.about.length < MAX_ABOUT_PARAGRAPHS ? (
            <AddRowButton onClick={() => push('')}>Add a paragraph</AddRowButton>
          ) : null}
        </>
      )}
    </FieldArray>
  );
}

function Semesters() {
  const { values } = useFormikContext<SiteContent>();
  const semesters = values.education.diploma.semesters;
  return (
    <FieldArray name="education.diploma.semesters">
      {({ push, remove }) => (
        <>
          <ListError name="education.diploma.semesters" />
          {semesters.map((row, index) => {
            const base = `education.diploma.semesters[${index}]`;
            return (
              <fieldset
                key={index}
                className="site-row grid-cols-[4rem_8rem_minmax(0,1fr)] sm:grid-cols-[7rem_9rem_minmax(0,1fr)_auto]"
              >
                <legend className="sr-only">Semester {row.semester || index + 1}</legend>
                <SiteTextField name={`${base}.semester`} label="Semester" />
                <SemesterResultField name={`${base}.result`} />
                <RowActions
                  label={`semester ${row.semester || index + 1}`}
                  index={index}
                  count={semesters.length}
                  remove={remove}
                />
              </fieldset>
            );
          })}
          {semesters.length < MAX_SEMESTERS ? (
            <AddRowButton onClick={() => push({ semester: '', result: 'upcoming' })}>
              Add a semester
            </AddRowButton>
          ) : null}
        </>
      )}
    </FieldArray>
  );
}

function Skills() {
  const { values } = useFormikContext<SiteContent>();
  return (
    <FieldArray name="skills">
      {({ move }) => (
        <>
          <ListError name="skills" />
          <ol className="grid gap-3 sm:col-span-2">
            {values.skills.map((skill, index) => (
              <li
                key={index}
                className="site-row grid-cols-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
              >
                <SiteTextField name={`skills[${index}].name`} label={`Skill ${index + 1}`} />
                <SiteSelectField name={`skills[${index}].icon`} label="Logo" options={ICON_OPTIONS} />
                <RowActions label={skill.name} index={index} count={values.skills.length} move={move} />
              </li>
            ))}
          </ol>
        </>
      )}
    </FieldArray>
  );
}

function SocialLinks() {
  const { values } = useFormikContext<SiteContent>();
  return (
    <FieldArray name="social">
      {({ push, remove }) => (
        <>
          <ListError name="social" />
          {values.social.map((link, index) => (
            <fieldset
              key={index}
              className="site-row grid-cols-2 sm:grid-cols-[8rem_8rem_minmax(0,1fr)_auto]"
            >
              <legend className="sr-only">{link.label || `Link ${index + 1}`}</legend>
              <SiteSelectField name={`social[${index}].network`} label="Network" options={NETWORK_OPTIONS} />
              <SiteTextField name={`social[${index}].label`} label="Label" />
              <div className="col-span-full sm:col-span-1">
                <SiteTextField
                  name={`social[${index}].href`}
                  label="Link"
                  type="url"
                  placeholder="https://"
                />
              </div>
              <RowActions label={link.label} index={index} count={values.social.length} remove={remove} />
            </fieldset>
          ))}
          {values.social.length < SITE_TEXT_LIMITS.maxSocialLinks ? (
            <AddRowButton onClick={() => push({ network: 'github', label: '', href: '' })}>
              Add a social link
            </AddRowButton>
          ) : null}
        </>
      )}
    </FieldArray>
  );
}

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
  useDocumentTitle('Site');
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
    return (
      <p className="form-error" role="alert">
        {dashboardTexts.listFailed}
      </p>
    );
  }
  if (!site) return <Loader label="Loading the site content" />;

  return (
    <section aria-labelledby="site-title" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="site-title">Site</h1>
          <p className="mt-1 text-sm text-slate-600">
            What the public pages say about you. Every save is published to the site within seconds, and can
            be undone from the history below.
          </p>
        </div>
        <Link to={paths.home} className="button button-secondary" target="_blank" rel="noopener">
          View on site
        </Link>
      </div>
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
          <Form noValidate className="project-form grid gap-6" aria-label="Site content">
            {isSubmitting ? <SavingOverlay title={dashboardTexts.siteSaving} /> : null}
            <FormSection
              id="site-profile"
              title="Profile and hero"
              description="Your name and the hero banner of the home page."
            >
              <SiteTextField name="name" label="Name" />
              <SiteTextField name="role" label="Role" />
              <SiteTextField name="heroTitle" label="Hero title" wide />
              <SiteTextField name="heroText" label="Hero text" multiline wide />
              <SiteTextField name="photo.alt" label="Photo description (for screen readers)" wide />
              <SiteTextField name="cv.downloadName" label="CV file name (as visitors save it)" wide />
            </FormSection>
            <FormSection
              id="site-about"
              title="About"
              description="The summary on the home page and the about page's paragraphs."
            >
              <SiteTextField name="aboutSummary" label="About summary" multiline wide />
              <AboutParagraphs />
            </FormSection>
            <FormSection
              id="site-education"
              title="Education"
              description="The diploma's details and each semester's GPA (running or upcoming until it has one), and the SSC."
            >
              <SiteTextField name="education.diploma.department" label="Department" />
              <SiteTextField name="education.diploma.college" label="College" />
              <SiteTextField name="education.diploma.board" label="Board" />
              <SiteTextField name="education.diploma.session" label="Session" />
              <Semesters />
              <SiteTextField name="education.ssc.group" label="SSC group" />
              <SiteTextField name="education.ssc.school" label="SSC school" />
              <SiteTextField name="education.ssc.board" label="SSC board" />
              <SiteTextField name="education.ssc.passingYear" label="SSC passing year" />
              <SiteTextField name="education.ssc.result" label="SSC result" wide />
            </FormSection>
            <FormSection
              id="site-skills"
              title="Skills"
              description="The twelve tiles of the home page, in order, each with its logo."
            >
              <Skills />
            </FormSection>
            <FormSection id="site-services" title="Services" description="What each service card says.">
              <SiteTextField name="services.webDevelopment" label="Web Development" multiline wide />
              <SiteTextField name="services.appDevelopment" label="Android App Development" multiline wide />
            </FormSection>
            <FormSection
              id="site-contact"
              title="Contact and social links"
              description="How visitors reach you; social links must be https."
            >
              <SiteTextField name="contact.email" label="Email" type="email" />
              <SiteTextField name="contact.phone" label="Phone Number" type="tel" />
              <SiteTextField name="contact.location" label="Location" wide />
              <SocialLinks />
            </FormSection>
            {/* Kept in view at the bottom of a long form; its place does not move when a message appears above. */}
            <div className="sticky bottom-0 z-10 flex flex-wrap items-center justify-end gap-4 rounded-xl border border-slate-200 bg-white/95 px-4 py-3 shadow-sm backdrop-blur">
              {submitCount > 0 && !isValid ? (
                <p role="alert" className="text-sm font-medium text-red-700">
                  {dashboardTexts.siteInvalid}
                </p>
              ) : null}
              <button type="submit" className="button px-8" disabled={isSubmitting}>
                Save site
              </button>
            </div>
          </Form>
        )}
      </Formik>

      <VersionHistory
        changes={changes}
        onRestored={(restored) => stored(restored, dashboardTexts.siteRestored)}
      />
    </section>
  );
}
