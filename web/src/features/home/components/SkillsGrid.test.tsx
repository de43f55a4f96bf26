import { SKILLS_COUNT } from '@portfolio/common';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkillsGrid } from './SkillsGrid';

describe('SkillsGrid', () => {
  it('lists the twelve skills of the spec in its order, each with an icon', () => {
    render(<SkillsGrid />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(SKILLS_COUNT);
    expect(items.map((item) => item.textContent)).toEqual([
      'HTML',
      'CSS',
      'Bootstrap',
      'Tailwind',
      'JavaScript',
      'React JS',
      'Node JS',
      'Mongo DB',
      'Java',
      'Python',
      'Figma',
      'GitHub',
    ]);
    for (const item of items) {
      const icon = item.querySelector('svg');
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon?.querySelector('use')?.getAttribute('href')).toMatch(
        /^\/images\/brand-icons\.svg#skill-[a-z0-9]+$/,
      );
      expect(within(item).getByText(item.textContent!)).toBeVisible();
    }
  });
});
