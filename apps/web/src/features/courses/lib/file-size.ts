const megabytes = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** A file's size as the material lists say it: '850 KB', '12,5 MB'. */
export function sizeText(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${megabytes.format(bytes / 1024 / 1024)} MB`;
}
