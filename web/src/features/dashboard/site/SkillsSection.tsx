import { SKILL_ICONS } from '@portfolio/common';
import { FormSection } from '@/features/dashboard/projects/project-fields';
import { SiteSelectField, SiteTextField } from './site-fields';
import { RowActions, SiteList } from './site-rows';
import { dashboardSiteTexts } from '@/config/dashboard-site-texts';

const ICON_OPTIONS = SKILL_ICONS.map((icon) => ({ value: icon, label: icon }));

/** The home page's skill tiles, in order, each with its logo. */
export function SkillsSection() {
  const T = dashboardSiteTexts.skills;
  return (
    <FormSection id="site-skills" title={T.title} description={T.description}>
      <SiteList name="skills">
        {({ move }, { skills }) => (
          <ol className="grid gap-3 sm:col-span-2">
            {skills.map((skill, index) => (
              <li
                key={index}
                className="site-row grid-cols-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
              >
                <SiteTextField name={`skills[${index}].name`} label={T.skill(index + 1)} />
                <SiteSelectField name={`skills[${index}].icon`} label={T.logo} options={ICON_OPTIONS} />
                <RowActions label={skill.name} index={index} count={skills.length} move={move} />
              </li>
            ))}
          </ol>
        )}
      </SiteList>
    </FormSection>
  );
}
