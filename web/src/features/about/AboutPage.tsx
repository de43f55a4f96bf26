import { untranslatedLanguage, untranslatedText } from '@portfolio/common';
import type { SemesterOutcome } from '@portfolio/common';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/document-title';
import { useSiteContent } from '@/lib/site-content';
import { pageMeta } from '@/config/page-meta';
import { aboutTexts } from '@/config/about-texts';
import { texts } from '@/config/texts';
import { OwnerPhoto } from '@/components/OwnerPhoto';

/** `/about`: the about text and the education tables. */
export function AboutPage() {
  const owner = useSiteContent();
  useDocumentTitle(...pageMeta.about(owner));
  const { diploma, ssc } = owner.education;
  const t = aboutTexts;
  return (
    <div className="section">
      <div className="grid items-start gap-10 md:grid-cols-[1fr_auto]">
        <div className="max-w-3xl">
          <h1 className="page-title">{texts.about.title}</h1>
          {owner.about.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-slate-700" {...untranslatedText(owner, 'about')}>
              {paragraph}
            </p>
          ))}
        </div>
        <OwnerPhoto className="mx-auto w-56 md:w-64" />
      </div>

      <section aria-labelledby="education-title" className="mt-14">
        <h2 id="education-title" className="section-title">
          {t.educationTitle}
        </h2>
        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          <EducationCard title={t.diplomaTitle}>
            <FactsTable
              caption={t.diplomaTitle}
              rows={[
                [
                  t.department,
                  diploma.department,
                  untranslatedLanguage(owner, 'education.diploma.department'),
                ],
                [t.college, diploma.college, untranslatedLanguage(owner, 'education.diploma.college')],
                [t.board, diploma.board, untranslatedLanguage(owner, 'education.diploma.board')],
                [t.session, diploma.session],
              ]}
            />
            <table className="mt-6 w-full text-start text-sm">
              <caption className="mb-2 text-start font-semibold text-slate-900">
                {t.semesterResultsCaption}
              </caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-500">
                  <th scope="col" className="py-2 font-medium">
                    {t.semester}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t.gpa}
                  </th>
                </tr>
              </thead>
              <tbody>
                {diploma.semesters.map((row) => (
                  <tr key={row.semester} className="border-b border-slate-100 last:border-0">
                    <th scope="row" className="py-2 font-medium text-slate-700">
                      {row.semester}
                    </th>
                    <td className="py-2 text-slate-900">{semesterResult(row.result)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </EducationCard>

          <EducationCard title={t.sscTitle}>
            <FactsTable
              caption={t.sscTitle}
              rows={[
                [t.group, ssc.group, untranslatedLanguage(owner, 'education.ssc.group')],
                [t.school, ssc.school, untranslatedLanguage(owner, 'education.ssc.school')],
                [t.board, ssc.board, untranslatedLanguage(owner, 'education.ssc.board')],
                [t.passingYear, ssc.passingYear],
                [t.result, ssc.result, untranslatedLanguage(owner, 'education.ssc.result')],
              ]}
            />
          </EducationCard>
        </div>
      </section>
    </div>
  );
}

function semesterResult(result: SemesterOutcome): string {
  if (result === 'running') return aboutTexts.running;
  if (result === 'upcoming') return aboutTexts.upcoming;
  return result.toFixed(2);
}

function EducationCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h3 className="text-xl font-semibold text-slate-900">{title}</h3>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A two-column table of labelled facts; the caption names it for screen readers (the card title shows it). */
function FactsTable({
  caption,
  rows,
}: {
  caption: string;
  /** Each fact, with the `lang` of a value shown in the default language on another language's page. */
  rows: [label: string, value: string, lang?: string][];
}) {
  return (
    <table className="w-full text-start text-sm">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {rows.map(([label, value, lang]) => (
          <tr key={label} className="border-b border-slate-100 last:border-0">
            <th scope="row" className="w-28 py-2 pe-4 align-top font-medium text-slate-500 sm:w-36">
              {label}
            </th>
            <td className="py-2 text-slate-900" lang={lang} dir={lang ? 'auto' : undefined}>
              {value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
