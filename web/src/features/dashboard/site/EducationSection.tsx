import { MAX_SEMESTERS, type SiteContent } from '@portfolio/common';
import { useField } from 'formik';
import { FormField } from '@/components/FormField';
import { SelectInput } from '@/components/FormikFields';
import { FormSection } from '@/features/dashboard/projects/project-fields';
import { SiteTextField, siteFieldId } from './site-fields';
import { AddRowButton, RowActions, SiteList } from './site-rows';
import { dashboardSiteTexts } from '@/config/dashboard-site-texts';

const RESULT_KINDS = ['gpa', 'running', 'upcoming'] as const;

/** A semester's result as the form holds it: a GPA typed as text, or one of the two states. */
function SemesterResultField({ name }: { name: string }) {
  const [field, , helpers] = useField<
    SiteContent['education']['diploma']['semesters'][number]['result'] | string
  >(name);
  const kind = field.value === 'running' || field.value === 'upcoming' ? field.value : 'gpa';
  const id = siteFieldId(`${name}-kind`);
  const T = dashboardSiteTexts.education;
  return (
    <>
      <FormField id={id} label={T.result}>
        <SelectInput
          id={id}
          value={kind}
          options={RESULT_KINDS.map((value) => ({ value, label: T.results[value] }))}
          onChange={(event) => void helpers.setValue(event.target.value === 'gpa' ? '' : event.target.value)}
        />
      </FormField>
      {kind === 'gpa' ? <SiteTextField name={name} label={T.gpa} inputMode="decimal" /> : <div />}
    </>
  );
}

function Semesters() {
  const T = dashboardSiteTexts.education;
  return (
    <SiteList name="education.diploma.semesters">
      {({ push, remove }, { education }) => {
        const semesters = education.diploma.semesters;
        return (
          <>
            {semesters.map((row, index) => {
              const base = `education.diploma.semesters[${index}]`;
              return (
                <fieldset
                  key={index}
                  className="site-row grid-cols-[4rem_8rem_minmax(0,1fr)] sm:grid-cols-[7rem_9rem_minmax(0,1fr)_auto]"
                >
                  <legend className="sr-only">{T.semesterLegend(row.semester || String(index + 1))}</legend>
                  <SiteTextField name={`${base}.semester`} label={T.semester} />
                  <SemesterResultField name={`${base}.result`} />
                  <RowActions
                    label={T.semesterRow(row.semester || String(index + 1))}
                    index={index}
                    count={semesters.length}
                    remove={remove}
                  />
                </fieldset>
              );
            })}
            <AddRowButton
              count={semesters.length}
              max={MAX_SEMESTERS}
              onClick={() => push({ semester: '', result: 'upcoming' })}
            >
              {T.addSemester}
            </AddRowButton>
          </>
        );
      }}
    </SiteList>
  );
}

/** The diploma, its semesters and the SSC. */
export function EducationSection() {
  const T = dashboardSiteTexts.education;
  return (
    <FormSection id="site-education" title={T.title} description={T.description}>
      <SiteTextField name="education.diploma.department" label={T.department} />
      <SiteTextField name="education.diploma.college" label={T.college} />
      <SiteTextField name="education.diploma.board" label={T.board} />
      <SiteTextField name="education.diploma.session" label={T.session} />
      <Semesters />
      <SiteTextField name="education.ssc.group" label={T.sscGroup} />
      <SiteTextField name="education.ssc.school" label={T.sscSchool} />
      <SiteTextField name="education.ssc.board" label={T.sscBoard} />
      <SiteTextField name="education.ssc.passingYear" label={T.sscYear} />
      <SiteTextField name="education.ssc.result" label={T.sscResult} wide />
    </FormSection>
  );
}
