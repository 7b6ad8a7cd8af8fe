import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { imageSrcSet, MAX_IMAGE_BYTES } from '@aso/core/images';
import { ROOM_TYPE_IMAGE_TYPES, TOO_MANY_IMAGES } from '@aso/core/room-types';
import { Photo } from '../../../components/photo.tsx';

const ACCEPT = ROOM_TYPE_IMAGE_TYPES.join(',');
const MAX_MB = MAX_IMAGE_BYTES / 1024 / 1024;

const smallButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-line bg-white px-3 text-sm font-semibold text-brand hover:border-brand disabled:cursor-not-allowed disabled:text-muted disabled:hover:border-line';
const removeButton =
  'inline-flex min-h-11 items-center justify-center rounded-full px-3 text-sm font-semibold text-terracotta-dark hover:bg-blush';

/** Why a chosen file cannot be sent, or null: the browser's own check, before any upload. */
function refusalOf(file: File): string | null {
  if (!(ROOM_TYPE_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return `${file.name} is not a JPEG, PNG or WebP picture.`;
  }
  if (file.size > MAX_IMAGE_BYTES) return `${file.name} is larger than ${MAX_MB} MB.`;
  return null;
}

/** Object URLs of the chosen files for their previews, released when they change. */
function usePreviewUrls(files: File[]): string[] {
  const urls = useMemo(
    () =>
      files.map((file) =>
        typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '',
      ),
    [files],
  );
  useEffect(
    () => () => {
      for (const url of urls) if (url) URL.revokeObjectURL(url);
    },
    [urls],
  );
  return urls;
}

interface NewPhotosProps {
  /** Labels the picker: "Images" on create, "Add photos" on edit. */
  label: string;
  hint: string;
  files: File[];
  onChange: (files: File[]) => void;
  /** How many files may be chosen: what the room type has room for. */
  room: number;
  error?: string | undefined;
}

/**
 * The photo picker: any number of choices add to the list (JPEG, PNG or WebP, each at
 * most 10 MB), each shown as a preview that can be taken off again before sending.
 */
export function NewPhotos({ label, hint, files, onChange, room, error }: NewPhotosProps) {
  const id = useId();
  const [refusals, setRefusals] = useState<string[]>([]);
  const previews = usePreviewUrls(files);
  const shown = [...refusals, ...(error ? [error] : [])];
  const describedBy = [`${id}-hint`, shown.length > 0 ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');

  const add = (chosen: FileList | null) => {
    const accepted: File[] = [];
    const refused: string[] = [];
    for (const file of chosen ? [...chosen] : []) {
      const refusal = refusalOf(file);
      if (refusal) refused.push(refusal);
      else if (files.length + accepted.length >= room) {
        refused.push(`${file.name} was left out. ${TOO_MANY_IMAGES}`);
      } else accepted.push(file);
    }
    setRefusals(refused);
    if (accepted.length > 0) onChange([...files, ...accepted]);
  };

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {hint}
      </p>
      <input
        id={id}
        type="file"
        multiple
        accept={ACCEPT}
        aria-invalid={shown.length > 0 ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          add(event.target.files);
          // The same file may be chosen again after it was taken off.
          event.target.value = '';
        }}
        className="mt-2 block w-full rounded-xl border border-dashed border-field bg-cream px-3 py-3 text-sm text-ink file:mr-3 file:min-h-10 file:rounded-full file:border-0 file:bg-brand file:px-4 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-hover"
      />
      {shown.length > 0 ? (
        <div id={`${id}-error`} className="mt-2 space-y-1 text-sm font-medium text-terracotta-dark">
          {shown.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      {files.length > 0 ? (
        <ul aria-label="Photos to upload" className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}-${index}`} className="min-w-0">
              <img
                src={previews[index] || undefined}
                alt={`New photo ${index + 1}: ${file.name}`}
                width={160}
                height={120}
                className="aspect-[4/3] w-full rounded-xl bg-sand object-cover"
              />
              <p className="mt-1 truncate text-xs text-muted" title={file.name}>
                {file.name}
              </p>
              <button
                type="button"
                className={`${removeButton} -ml-3`}
                onClick={() => onChange(files.filter((_, other) => other !== index))}
              >
                Remove <span className="sr-only">new photo {index + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

interface CurrentPhotosProps {
  title: string;
  images: string[];
  onChange: (images: string[]) => void;
}

type FocusRequest = { path: string; control: 'up' | 'down' | 'remove' } | { path: null };

/**
 * The room type's photos in their order: each can move up or down or be removed, with
 * buttons (so a keyboard does it all); focus follows the moved photo and the change is
 * announced.
 */
export function CurrentPhotos({ title, images, onChange }: CurrentPhotosProps) {
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  // Where focus goes once the list has re-rendered after a move or a removal.
  const focusRequest = useRef<FocusRequest | null>(null);

  useEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    focusRequest.current = null;
    const item = [...(listRef.current?.children ?? [])].find(
      (element) => element instanceof HTMLElement && element.dataset.path === request.path,
    );
    const target =
      request.path === null
        ? null
        : (item?.querySelector<HTMLButtonElement>(
            `[data-control="${request.control}"]:not(:disabled)`,
          ) ?? item?.querySelector<HTMLButtonElement>('button:not(:disabled)'));
    (target ?? document.getElementById(headingId))?.focus();
  });

  const move = (from: number, to: number) => {
    const next = [...images];
    const [path] = next.splice(from, 1);
    next.splice(to, 0, path!);
    onChange(next);
    setAnnouncement(`Photo moved to position ${to + 1} of ${next.length}.`);
    focusRequest.current = { path: path!, control: to < from ? 'up' : 'down' };
  };

  const remove = (index: number) => {
    const next = images.filter((_, other) => other !== index);
    onChange(next);
    setAnnouncement(
      `Photo removed. ${next.length} ${next.length === 1 ? 'photo' : 'photos'} left.`,
    );
    const neighbour = next[index] ?? next[index - 1];
    focusRequest.current = neighbour ? { path: neighbour, control: 'remove' } : { path: null };
  };

  return (
    <div>
      <h3
        id={headingId}
        tabIndex={-1}
        className="font-sans text-sm font-semibold text-ink outline-none"
      >
        Current photos
      </h3>
      <p className="mt-1 text-sm text-muted">
        The first photo is the one shown in lists. Removed photos go when you save.
      </p>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {images.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-field px-4 py-5 text-center text-sm text-muted">
          No image
        </p>
      ) : (
        <ul ref={listRef} aria-labelledby={headingId} className="mt-3 space-y-3">
          {images.map((path, index) => (
            <li
              key={path}
              data-path={path}
              className="flex flex-wrap items-center gap-3 rounded-2xl border border-line p-2"
            >
              <Photo
                src={path}
                srcSet={imageSrcSet(path)}
                sizes="96px"
                alt={`${title}, photo ${index + 1}`}
                width={96}
                height={72}
                className="h-18 w-24 shrink-0 rounded-xl bg-sand object-cover"
              />
              <span className="min-w-0 flex-1 text-sm text-ink">
                Photo {index + 1}
                {index === 0 ? <span className="text-muted"> (cover)</span> : null}
              </span>
              <span className="flex gap-2">
                <button
                  type="button"
                  data-control="up"
                  className={smallButton}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <span aria-hidden="true">↑</span>
                  <span className="sr-only">Move photo {index + 1} up</span>
                </button>
                <button
                  type="button"
                  data-control="down"
                  className={smallButton}
                  disabled={index === images.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <span aria-hidden="true">↓</span>
                  <span className="sr-only">Move photo {index + 1} down</span>
                </button>
                <button
                  type="button"
                  data-control="remove"
                  className={removeButton}
                  onClick={() => remove(index)}
                >
                  Remove <span className="sr-only">photo {index + 1}</span>
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
