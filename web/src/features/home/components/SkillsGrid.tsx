import { untranslatedText } from '@portfolio/common';
import { BrandIcon } from '@/components/icons/BrandIcon';
import { useSiteContent } from '@/lib/site-content';

export function SkillsGrid() {
  const owner = useSiteContent();
  const { skills } = owner;
  return (
    <ul className="grid grid-cols-2 gap-4 min-[420px]:grid-cols-3 sm:grid-cols-4 lg:grid-cols-6">
      {skills.map((skill) => (
        <li
          key={skill.name}
          className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-3 py-5 text-center shadow-sm"
        >
          <span className="icon-plate">
            <BrandIcon id={`skill-${skill.icon}`} className="size-10" />
          </span>
          <span className="text-sm font-semibold text-slate-800" {...untranslatedText(owner, 'skills')}>
            {skill.name}
          </span>
        </li>
      ))}
    </ul>
  );
}
