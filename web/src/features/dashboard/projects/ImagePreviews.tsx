import { useEffect, useRef } from 'react';
import { dashboardProjectsTexts } from '@/config/dashboard-projects-texts';

/** A chosen file shown before it is sent; its object URL lives as long as the image. */
function ChosenImage({ file, alt }: { file: File; alt: string }) {
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = imageRef.current;
    if (!image) return;
    const url = URL.createObjectURL(file);
    image.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={imageRef} alt={alt} className="h-24 w-36 rounded-lg object-cover ring-1 ring-slate-200" />;
}

export interface PreviewImage {
  /** A file chosen in this form, or the URL of an image the project already has. */
  source: File | string;
  /** Says what the image is, for the `alt` text and the remove button. */
  name: string;
}

/** Thumbnails of images with a button to take each one out before the form is sent. */
export function ImagePreviews({
  label,
  images,
  onRemove,
}: {
  label: string;
  images: PreviewImage[];
  onRemove?: (index: number) => void;
}) {
  if (images.length === 0) return null;
  const T = dashboardProjectsTexts.images;
  return (
    <ul className="image-previews mt-2 flex flex-wrap gap-3" aria-label={label}>
      {images.map(({ source, name }, index) => (
        <li
          key={typeof source === 'string' ? source : `${index}:${name}:${source.lastModified}`}
          className="flex flex-col items-start gap-1"
        >
          {typeof source === 'string' ? (
            <img
              src={source}
              alt={name}
              className="h-24 w-36 rounded-lg object-cover ring-1 ring-slate-200"
            />
          ) : (
            <ChosenImage file={source} alt={T.previewOf(name)} />
          )}
          {onRemove ? (
            <button
              type="button"
              className="rounded-md px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50"
              aria-label={T.removeLabel(name)}
              onClick={() => onRemove(index)}
            >
              {T.remove}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
