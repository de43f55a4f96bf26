import { MAX_ABOUT_PARAGRAPHS } from '@portfolio/common';
import { FormSection } from '@/features/dashboard/projects/project-fields';
import { SiteTextField } from './site-fields';
import { AddRowButton, RowActions, SiteList } from './site-rows';
import { dashboardSiteTexts } from '@/config/dashboard-site-texts';

/** The home page's summary and the about page's paragraphs, in order. */
export function AboutSection() {
  const T = dashboardSiteTexts.about;
  return (
    <FormSection id="site-about" title={T.title} description={T.description}>
      <SiteTextField name="aboutSummary" label={T.summary} multiline wide />
      <SiteList name="about">
        {({ push, remove, move }, { about }) => (
          <>
            {about.map((_, index) => (
              <div key={index} className="site-row">
                <SiteTextField name={`about[${index}]`} label={T.paragraph(index + 1)} multiline />
                <RowActions
                  label={T.paragraphRow(index + 1)}
                  index={index}
                  count={about.length}
                  move={move}
                  remove={about.length > 1 ? remove : undefined}
                />
              </div>
            ))}
            <AddRowButton count={about.length} max={MAX_ABOUT_PARAGRAPHS} onClick={() => push('')}>
              {T.add}
            </AddRowButton>
          </>
        )}
      </SiteList>
    </FormSection>
  );
}
