import { useEffect, useRef, useState } from 'react';

/**
 * A preview of a photo picked for upload: `show(file)` makes an object URL for it (the
 * `src` of the preview), `show(null)` clears it. The previous URL is released when
 * another file replaces it, when it is cleared and when the component unmounts.
 */
export function usePhotoPreview() {
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  const show = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = file ? URL.createObjectURL(file) : null;
    setPreviewUrl(current.current);
  };
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  return [previewUrl, show] as const;
}
