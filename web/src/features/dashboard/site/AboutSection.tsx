import { MAX_ABOUT_PARAGRAPHS } from '@portfolio/common';
import { FormSection } from '@/features/dashboard/projects/project-fields';
import { SiteTextField } from './site-fields';
import { AddRowButton, RowActions, SiteList } from './site-rows';

/** The home page's summary and the about page's paragraphs, in order. */
export function AboutSection() {
  return (
    <FormSection
      id="site-about"
      title="About"
      description="The summary on the home page and the about page's paragraphs."
    >
      <SiteTextField name="aboutSummary" label="About summary" multiline wide />
      <SiteList name="about">
        {({ push, remove, move }, { about }) => (
          <>
            {about.map((_, index) => (
              <div key={index} className="site-row">
                <SiteTextField name={`about[${index}]`} label={`Paragraph ${index + 1}`} multiline />
                <RowActions
                  label={`paragraph ${index + 1}`}
                  index={index}
                  count={about.length}
                  move={move}
                  remove={about.length > 1 ? remove : undefined}
                />
              </div>
            ))}
            <AddRowButton count={about.length} max={MAX_ABOUT_PARAGRAPHS} onClick={() => push('')}>
              Add a paragraph
            </AddRowButton>
          </>
        )}
      </SiteList>
    </FormSection>
  );
}
