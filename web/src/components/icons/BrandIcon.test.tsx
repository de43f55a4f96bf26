import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BRAND_ICONS_SPRITE, INLINE_BRAND_ICONS_ID, inlineBrandIcons } from '@/config/brand-icons';
import { BrandIcon } from './BrandIcon';

const hrefOf = (container: HTMLElement) => container.querySelector('use')?.getAttribute('href');

describe('BrandIcon', () => {
  afterEach(() => document.getElementById(INLINE_BRAND_ICONS_ID)?.remove());

  it('draws the logo from the sprite when the page carries no copy of it', () => {
    const { container } = render(<BrandIcon id="skill-react" />);
    expect(hrefOf(container)).toBe(`${BRAND_ICONS_SPRITE}#skill-react`);
  });

  it('draws the logo from the page’s own copy when the page carries it, as its served markup does', () => {
    document.body.insertAdjacentHTML(
      'afterbegin',
      inlineBrandIcons('<symbol id="skill-react" viewBox="0 0 24 24"></symbol>'),
    );
    expect(hrefOf(render(<BrandIcon id="skill-react" />).container)).toBe('#skill-react');
    expect(hrefOf(render(<BrandIcon id="skill-java" />).container)).toBe(`${BRAND_ICONS_SPRITE}#skill-java`);
  });
});
