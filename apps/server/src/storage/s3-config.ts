/** Where an S3-compatible object store keeps the uploads (issue 17, decision 0051). */
export interface S3Settings {
  /** The service's address; null for AWS itself (the SDK finds the regional endpoint). */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** Null: the SDK's usual chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a role...). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Folder inside the bucket, e.g. 'uploads/'; '' for the bucket's root. */
  prefix: string;
}

/**
 * `S3_URL=https://KEY:SECRET@host[:port]/bucket[/prefix][?region=...]` (path-style, as MinIO, Ceph and
 * most compatible stores expect), or the usual variables: S3_BUCKET with S3_ENDPOINT, S3_REGION
 * (or AWS_REGION), S3_PREFIX and the AWS credentials. Null when neither is set: uploads stay on disk.
 */
export function s3SettingsFrom(env: NodeJS.ProcessEnv): S3Settings | null {
  if (env.S3_URL) {
    const url = new URL(env.S3_URL);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error('S3_URL must start with http:// or https://');
    const [bucket = '', ...prefix] = url.pathname.replace(/^\/+/, '').split('/');
    if (!bucket) throw new Error('S3_URL must name the bucket as its path: https://host/bucket');
    const credentials =
      url.username && url.password
        ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
        : null;
    return {
      endpoint: `${url.protocol}//${url.host}`,
      bucket,
      region: url.searchParams.get('region') ?? 'us-east-1',
      credentials,
      prefix: prefixOf(prefix.join('/')),
    };
  }
  if (!env.S3_BUCKET) return null;
  return {
    endpoint: env.S3_ENDPOINT ?? null,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? env.AWS_REGION ?? 'us-east-1',
    credentials: null,
    prefix: prefixOf(env.S3_PREFIX ?? ''),
  };
}

function prefixOf(value: string): string {
  const trimmed = value.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/` : '';
}
