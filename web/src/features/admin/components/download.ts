import { apiUrl } from '../../../api/config';

/** Downloads a private file (a print PDF, a day's ZIP) with the bearer token, which a plain link would not carry. */
export async function download(path: string, token: string, filename: string, accept = 'application/pdf') {
  const res = await fetch(apiUrl(path)!, { headers: { Authorization: `Bearer ${token}`, Accept: accept } });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error ?? (res.status === 409 ? 'The print file is not ready yet.' : `The download failed (${res.status}).`));
  }
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
