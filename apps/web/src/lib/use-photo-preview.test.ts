import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePhotoPreview } from './use-photo-preview.ts';

const photo = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('usePhotoPreview', () => {
  let created: Blob[];
  const createObjectURL = vi.fn((blob: Blob) => {
    created.push(blob);
    return `blob:preview-${created.length}`;
  });
  const revokeObjectURL = vi.fn<(url: string) => void>();
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

  beforeEach(() => {
    created = [];
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  afterEach(() => {
    Object.assign(URL, original);
  });

  it('has no preview until a file is picked, then an object URL made for that file', () => {
    const { result } = renderHook(() => usePhotoPreview());
    expect(result.current[0]).toBeNull();
    expect(createObjectURL).not.toHaveBeenCalled();

    const file = photo('me.png');
    act(() => result.current[1](file));
    expect(created).toEqual([file]);
    expect(result.current[0]).toBe('blob:preview-1');
    expect(revokeObjectURL).not.toHaveBeenCalled();
  });

  it('releases the previous URL when another file replaces it, or the preview is cleared', () => {
    const { result } = renderHook(() => usePhotoPreview());
    act(() => result.current[1](photo('first.png')));
    act(() => result.current[1](photo('second.png')));
    expect(revokeObjectURL.mock.calls).toEqual([['blob:preview-1']]);
    expect(result.current[0]).toBe('blob:preview-2');

    act(() => result.current[1](null));
    expect(revokeObjectURL.mock.calls).toEqual([['blob:preview-1'], ['blob:preview-2']]);
    expect(result.current[0]).toBeNull();
    expect(createObjectURL).toHaveBeenCalledTimes(2);
  });

  it('releases the URL shown when the component unmounts, and nothing when none was', () => {
    const shown = renderHook(() => usePhotoPreview());
    act(() => shown.result.current[1](photo('me.png')));
    shown.unmount();
    expect(revokeObjectURL.mock.calls).toEqual([['blob:preview-1']]);

    revokeObjectURL.mockClear();
    renderHook(() => usePhotoPreview()).unmount();
    expect(revokeObjectURL).not.toHaveBeenCalled();
  });
});
