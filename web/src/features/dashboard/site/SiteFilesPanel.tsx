import {
  IMAGE_INPUT_ACCEPT,
  MAX_CV_BYTES,
  siteImageUrl,
  VALIDATION_MESSAGES,
  type SiteContent,
} from '@portfolio/common';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { describedByError, FormField } from '@/components/FormField';
import { dashboardTexts } from '@/config/dashboard-texts';
import { ApiRequestError } from '@/lib/api-client';
import type { UploadProgress } from '@/lib/api-upload';
import { isOverPickLimits, prepareUploadImage } from '@/lib/prepare-upload-image';
import { isSessionRefusal } from '@/features/dashboard/api/request-failure';
import { uploadSiteFile } from '@/features/dashboard/api/site-requests';
import { FormSection } from '@/features/dashboard/projects/project-fields';
import { uploadPercent } from '@/features/dashboard/projects/SavingOverlay';
import { dashboardSiteTexts } from '@/config/dashboard-site-texts';

type Kind = 'photo' | 'cv';

/** One file of the site: what is shown now, a picker that uploads at once, its progress and its error. */
function FileField({
  kind,
  label,
  accept,
  onStored,
  children,
}: {
  kind: Kind;
  label: string;
  accept: string;
  onStored: (content: SiteContent) => void;
  children: ReactNode;
}) {
  const id = useId();
  const [progress, setProgress] = useState<UploadProgress>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const [picked] = input.files ?? [];
    if (!picked) return;
    setError(undefined);
    if (kind === 'cv' && picked.size > MAX_CV_BYTES) {
      setError(VALIDATION_MESSAGES.cvTooLarge(MAX_CV_BYTES / (1024 * 1024)));
      input.value = '';
      return;
    }
    setBusy(true);
    setProgress(undefined);
    try {
      const file = kind === 'photo' ? await prepareUploadImage(picked) : picked;
      if (kind === 'photo' && isOverPickLimits(picked)) {
        setError(VALIDATION_MESSAGES.photoTooLarge);
        return;
      }
      onStored(await uploadSiteFile(kind, file, setProgress));
    } catch (failure) {
      if (isSessionRefusal(failure)) return;
      setError(
        failure instanceof ApiRequestError
          ? (failure.fields[kind] ?? failure.message)
          : dashboardTexts.requestFailed,
      );
    } finally {
      setBusy(false);
      input.value = '';
    }
  }

  const percent = progress ? uploadPercent(progress) : undefined;
  return (
    <FormField id={id} label={label} error={error} className="sm:col-span-2">
      <div className="flex flex-wrap items-center gap-4">
        {children}
        <input
          id={id}
          name={kind}
          type="file"
          accept={accept}
          disabled={busy}
          onChange={(event) => void upload(event)}
          {...describedByError(id, error)}
        />
      </div>
      {busy ? (
        <p role="status" className="text-sm text-slate-600">
          {dashboardTexts.siteFileUploading} {percent === undefined ? '' : `${percent}%`}
          {percent !== undefined ? (
            <progress className="ms-2 align-middle" max={100} value={percent} />
          ) : null}
        </p>
      ) : null}
    </FormField>
  );
}

/** The photo and the CV: each replaced by choosing a new file (the replaced one stays in the history). */
export function SiteFilesPanel({
  content,
  onStored,
}: {
  content: SiteContent;
  onStored: (content: SiteContent) => void;
}) {
  return (
    <FormSection
      id="site-files"
      title={dashboardSiteTexts.files.title}
      description={dashboardSiteTexts.files.description}
    >
      <FileField
        kind="photo"
        label={dashboardSiteTexts.files.photo}
        accept={IMAGE_INPUT_ACCEPT}
        onStored={onStored}
      >
        <img
          src={siteImageUrl(content.photo.src)}
          alt={dashboardSiteTexts.files.currentPhoto(content.photo.alt)}
          width={content.photo.width}
          height={content.photo.height}
          className="size-24 rounded-full bg-slate-100 object-cover"
        />
      </FileField>
      <FileField
        kind="cv"
        label={dashboardSiteTexts.files.cv}
        accept="application/pdf,.pdf"
        onStored={onStored}
      >
        <a
          href={siteImageUrl(content.cv.href)}
          download={content.cv.downloadName}
          className="button button-secondary"
        >
          {dashboardSiteTexts.files.currentCv(content.cv.downloadName)}
        </a>
      </FileField>
    </FormSection>
  );
}
