export { uploadPhoto };
export type { UploadOutcome };

/** How one photo's upload ended: stored, or refused/failed with the words to show. */
type UploadOutcome = { ok: true } | { ok: false; reason: string; retry: boolean };

// One photo as the request body, with progress: XMLHttpRequest reports upload progress, fetch does not.
function uploadPhoto(url: string, token: string, name: string, body: Blob, onProgress: (fraction: number) => void): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('content-type', body.type || 'application/octet-stream');
    request.setRequestHeader('x-upload-token', token);
    request.setRequestHeader('x-file-name', encodeURIComponent(name));
    request.timeout = 120_000;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve({ ok: true });
        return;
      }
      // A refusal says why (the server names the file); a busy or failing server is tried again.
      const retry = request.status >= 500 || request.status === 408 || request.status === 429;
      resolve({ ok: false, reason: serverReason(request.responseText), retry });
    };
    // No answer (the connection dropped, or it took too long): tried again.
    request.onerror = request.ontimeout = () => resolve({ ok: false, reason: '', retry: true });
    request.send(body);
  });
}

// What to do about it, as the server says (its message names the file, which the visitor's words do already).
function serverReason(text: string): string {
  try {
    return String((JSON.parse(text) as { hint?: unknown }).hint ?? '');
  } catch {
    return '';
  }
}
