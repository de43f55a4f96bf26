// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BRAND_ICONS_SPRITE, inlineBrandIcons } from '@/config/brand-icons';
import { withUsedIconsOnly } from './used-icons';

const symbol = (id: string) =>
  `<symbol id="${id}" viewBox="0 0 24 24"><path d="M0 0h${id.length}"/></symbol>`;
const INLINE = inlineBrandIcons(['skill-react', 'skill-java', 'social-github'].map(symbol).join(''));
const logo = (id: string) => `<svg viewBox="0 0 24 24"><use href="${BRAND_ICONS_SPRITE}#${id}"></use></svg>`;
const page = (root: string) => `<body>${INLINE}<div id="root">${root}</div></body>`;

describe('withUsedIconsOnly', () => {
  it('keeps the logos the page shows, and points them to the page’s own copy', () => {
    const html = withUsedIconsOnly(page(`${logo('skill-react')}<p>React</p>${logo('social-github')}`));
    expect(html).toContain(symbol('skill-react'));
    expect(html).toContain(symbol('social-github'));
    expect(html).not.toContain('skill-java');
    expect(html).toContain('<use href="#skill-react">');
    expect(html).toContain('<use href="#social-github">');
    expect(html).not.toContain(BRAND_ICONS_SPRITE);
  });

  it('carries no copy on a page that shows no logo', () => {
    expect(withUsedIconsOnly(page('<p>Nothing to draw</p>'))).toBe(
      '<body><div id="root"><p>Nothing to draw</p></div></body>',
    );
  });

  it('leaves a logo the copy lacks pointing to the sprite', () => {
    const html = withUsedIconsOnly(page(`${logo('skill-figma')}${logo('skill-java')}`));
    expect(html).toContain(`<use href="${BRAND_ICONS_SPRITE}#skill-figma">`);
    expect(html).toContain('<use href="#skill-java">');
    expect(html).toContain(symbol('skill-java'));
  });

  it('leaves a page without the copy as it is', () => {
    const html = `<body><div id="root">${logo('skill-react')}</div></body>`;
    expect(withUsedIconsOnly(html)).toBe(html);
  });
});
