import { SKILL_ICONS_SPRITE, SKILLS } from '../skills';

export function SkillsGrid() {
  return (
    <ul className="grid grid-cols-2 gap-4 min-[420px]:grid-cols-3 sm:grid-cols-4 lg:grid-cols-6">
      {SKILLS.map((skill) => (
        <li
          key={skill.name}
          className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-3 py-5 text-center shadow-sm"
        >
          {/* Decorative: the name beside it says what it is. */}
          <svg viewBox="0 0 24 24" className="size-10" aria-hidden="true" focusable="false">
            <use href={`${SKILL_ICONS_SPRITE}#${skill.icon}`} />
          </svg>
          <span className="text-sm font-semibold text-slate-800">{skill.name}</span>
        </li>
      ))}
    </ul>
  );
}
