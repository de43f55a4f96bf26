import { MAX_SEMESTERS, type SiteContent } from '@portfolio/common';
import { useField } from 'formik';
import { FormField } from '@/components/FormField';
import { SelectInput } from '@/components/FormikFields';
import { FormSection } from '@/features/dashboard/projects/project-fields';
import { SiteTextField, siteFieldId } from './site-fields';
import { AddRowButton, RowActions, SiteList } from './site-rows';

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

function Semesters() {
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
            <AddRowButton
              count={semesters.length}
              max={MAX_SEMESTERS}
              onClick={() => push({ semester: '', result: 'upcoming' })}
            >
              Add a semester
            </AddRowButton>
          </>
        );
      }}
    </SiteList>
  );
}

/** The diploma, its semesters and the SSC. */
export function EducationSection() {
  return (
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
  );
}
