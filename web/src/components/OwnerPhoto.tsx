import { siteImageUrl } from '@portfolio/common';
import type { ImgHTMLAttributes } from 'react';
import { useSiteContent } from '@/lib/site-content';

type PhotoPlacement = Pick<
  ImgHTMLAttributes<HTMLImageElement>,
  'className' | 'loading' | 'decoding' | 'fetchPriority'
>;

/** The owner's portrait, at its own size (so the layout does not shift while it loads), placed by the caller. */
export function OwnerPhoto(placement: PhotoPlacement) {
  const owner = useSiteContent();
  const { src, alt, width, height } = owner.photo;
  return <img src={siteImageUrl(src)} alt={alt} width={width} height={height} {...placement} />;
}
