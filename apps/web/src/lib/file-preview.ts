import { useEffect, useState } from 'react';

/**
 * A chosen file as a data: URL. Previews of chosen images use data: URLs because the page's CSP
 * allows data: images and refuses blob: ones (docs/decisions/0079); URL.createObjectURL is barred by
 * a lint rule for that reason.
 */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

/**
 * The preview address of a chosen image (a data: URL), null while it is read, when there is no file,
 * or when the browser cannot read it. A newer file replaces an older one still being read.
 */
export function useFilePreview(file: Blob | null): string | null {
  const [preview, setPreview] = useState<{ file: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    let current = true;
    readAsDataUrl(file).then(
      (url) => current && setPreview({ file, url }),
      () => current && setPreview(null),
    );
    return () => {
      current = false;
    };
  }, [file]);
  return file && preview?.file === file ? preview.url : null;
}
