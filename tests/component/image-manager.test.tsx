import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveListingAction } from '@/lib/listings/actions';
import { MEDIA_LIMITS } from '@/lib/media/media-error';
import { renderNewListingForm } from './listing-form-render';
import { resetNavigation } from './next-navigation';

// A Next server action ('use server'): it cannot run in a DOM test (no request, session or database).
vi.mock('@/lib/listings/actions', () => ({ saveListingAction: vi.fn() }));
vi.mock('next/navigation', () => import('./next-navigation'));

/**
 * The network boundary for file uploads: the page sends files with XMLHttpRequest (fetch cannot
 * report upload progress). Each request is kept so the test can report progress and answer.
 */
class FakeUploadRequest {
  static sent: FakeUploadRequest[] = [];
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  response: unknown = null;
  responseType = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  headers: Record<string, string> = {};
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  getResponseHeader(name: string) {
    return this.headers[name.toLowerCase()] ?? null;
  }
  send(body: FormData) {
    this.body = body;
    FakeUploadRequest.sent.push(this);
  }
  progress(fraction: number) {
    act(() =>
      this.upload.onprogress?.({
        lengthComputable: true,
        loaded: fraction * 1000,
        total: 1000,
      } as ProgressEvent),
    );
  }
  /** The answer settles a promise: `act` waits for its callbacks before the test looks again. */
  async respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.response = body;
    this.headers = headers;
    await act(async () => this.onload?.());
  }
  async fail() {
    await act(async () => this.onerror?.());
  }
}

const fetchMock = vi.fn<typeof fetch>();
const stored = (id: string) => ({
  id,
  thumbUrl: `https://cdn.example/${id}-thumb.webp`,
  cardUrl: `https://cdn.example/${id}-card.webp`,
  width: 800,
  height: 600,
});
const photo = (name: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

function renderForm() {
  const view = renderNewListingForm();
  const images = within(screen.getByRole('group', { name: 'Images' }));
  return { ...view, images };
}
const imageList = () => screen.getByRole('list', { name: 'Images in the order they are shown' });
/** The file names in the order shown (each name carries its full text as a tooltip). */
const imageNames = () =>
  within(imageList())
    .getAllByRole('listitem')
    .map((item) => within(item).getByTitle(/./).textContent);

describe('listing images (docs/product.md §3)', () => {
  beforeEach(() => {
    resetNavigation('/en/add-new');
    vi.mocked(saveListingAction).mockReset();
    FakeUploadRequest.sent = [];
    fetchMock.mockReset();
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says what can be added: drop zone, rules, browse button and the image address field', () => {
    const { images } = renderForm();
    expect(images.getByText('Drag and drop images here')).toBeInTheDocument();
    expect(
      images.getByText('Up to 12 images, 10 MB each. JPEG, PNG, WebP, GIF or AVIF.'),
    ).toBeInTheDocument();
    expect(images.getByRole('button', { name: 'Browse files' })).toBeInTheDocument();
    expect(images.getByRole('textbox', { name: 'Image address' })).toHaveAttribute(
      'placeholder',
      'https://…/photo.jpg',
    );
    expect(images.getByRole('button', { name: 'Add media from URL' })).toBeInTheDocument();
    expect(images.queryByRole('list')).not.toBeInTheDocument();
  });

  it('uploads each chosen file, shows its progress, then asks for its description', async () => {
    const { user, images } = renderForm();
    await user.upload(images.getByLabelText('Browse files'), [photo('beach.jpg'), photo('hut.jpg')]);

    expect(FakeUploadRequest.sent.map((request) => [request.method, request.url])).toEqual([
      ['POST', '/api/uploads'],
      ['POST', '/api/uploads'],
    ]);
    expect((FakeUploadRequest.sent[0]!.body!.get('file') as File).name).toBe('beach.jpg');
    const progress = screen.getByRole('progressbar', { name: 'Uploading beach.jpg' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('progressbar', { name: 'Uploading hut.jpg' })).toBeInTheDocument();

    FakeUploadRequest.sent[0]!.progress(0.42);
    expect(progress).toHaveAttribute('aria-valuenow', '42');

    await FakeUploadRequest.sent[0]!.respond(201, stored('media-beach-0001'));
    expect(screen.queryByRole('progressbar', { name: 'Uploading beach.jpg' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description of image 1' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading hut.jpg' })).toBeInTheDocument();
    expect(imageNames()).toEqual(['beach.jpg', 'hut.jpg']);
    expect(within(imageList()).getByText('Cover')).toBeInTheDocument();
  });

  it('takes images dropped on the drop zone', () => {
    renderForm();
    fireEvent.drop(screen.getByTestId('image-dropzone'), { dataTransfer: { files: [photo('dropped.jpg')] } });
    expect(screen.getByRole('progressbar', { name: 'Uploading dropped.jpg' })).toBeInTheDocument();
    expect(FakeUploadRequest.sent).toHaveLength(1);
  });

  it('shows the server’s reason when it refuses a file, and a network message when the upload breaks', async () => {
    const { user, images } = renderForm();
    await user.upload(images.getByLabelText('Browse files'), [photo('notes.jpg'), photo('train.jpg')]);
    await FakeUploadRequest.sent[0]!.respond(415, { error: 'unsupported_type' });
    await FakeUploadRequest.sent[1]!.fail();

    const [refused, broken] = within(imageList()).getAllByRole('listitem');
    expect(within(refused!).getByRole('alert')).toHaveTextContent(
      'This file is not an image we can use (JPEG, PNG, WebP, GIF or AVIF).',
    );
    expect(within(broken!).getByRole('alert')).toHaveTextContent(
      'The upload was interrupted. Check your connection and try again.',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says how long to wait after too many uploads, and when the storage on the site is full', async () => {
    const { user, images } = renderForm();
    await user.upload(images.getByLabelText('Browse files'), [photo('one.jpg'), photo('two.jpg')]);
    await FakeUploadRequest.sent[0]!.respond(429, { error: 'rate_limited' }, { 'retry-after': '290' });
    await FakeUploadRequest.sent[1]!.respond(403, { error: 'quota_exceeded' });

    const [limited, full] = within(imageList()).getAllByRole('listitem');
    expect(within(limited!).getByRole('alert')).toHaveTextContent(
      'You have uploaded many images in a short time. Please wait 5 minutes and try again.',
    );
    expect(within(full!).getByRole('alert')).toHaveTextContent(
      'You have used all the space for your images on this site (500 MB).',
    );
  });

  it('refuses an image over 10 MB without sending it', async () => {
    const { user, images } = renderForm();
    await user.upload(images.getByLabelText('Browse files'), photo('huge.jpg', MEDIA_LIMITS.maxBytes + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('This image is larger than 10 MB.');
    expect(FakeUploadRequest.sent).toHaveLength(0);
  });

  it('adds at most 12 images and says why the rest were left out', async () => {
    const { user, images } = renderForm();
    const files = Array.from({ length: MEDIA_LIMITS.maxPerListing + 1 }, (_, index) =>
      photo(`photo-${index + 1}.jpg`),
    );
    await user.upload(images.getByLabelText('Browse files'), files);
    expect(images.getByRole('alert')).toHaveTextContent('A listing can have at most 12 images.');
    expect(within(imageList()).getAllByRole('listitem')).toHaveLength(MEDIA_LIMITS.maxPerListing);
  });

  it('removes an image and reorders the others with the keyboard-reachable buttons', async () => {
    const { user, images } = renderForm();
    await user.upload(images.getByLabelText('Browse files'), [
      photo('a.jpg'),
      photo('b.jpg'),
      photo('c.jpg'),
    ]);
    for (const [index, request] of FakeUploadRequest.sent.entries())
      await request.respond(201, stored(`media-image-000${index}`));

    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(imageNames()).toEqual(['b.jpg', 'c.jpg']);

    expect(screen.getByRole('button', { name: 'Move image 1 up' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move image 1 down' }).focus();
    await user.keyboard('{Enter}');
    expect(imageNames()).toEqual(['c.jpg', 'b.jpg']);
    expect(screen.getByRole('button', { name: 'Move image 2 down' })).toBeDisabled();
  });

  it('adds media from a URL: posts the address, shows the stored image and empties the field', async () => {
    fetchMock.mockResolvedValue(Response.json(stored('media-url-00001'), { status: 201 }));
    const { user, images } = renderForm();
    await user.type(images.getByRole('textbox', { name: 'Image address' }), 'https://example.com/cat.jpg');
    await user.click(images.getByRole('button', { name: 'Add media from URL' }));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init?.method, JSON.parse(String(init?.body))]).toEqual([
      '/api/uploads',
      'POST',
      { url: 'https://example.com/cat.jpg' },
    ]);
    expect(await screen.findByRole('textbox', { name: 'Description of image 1' })).toBeInTheDocument();
    expect(imageNames()).toEqual(['https://example.com/cat.jpg']);
    expect(images.getByRole('textbox', { name: 'Image address' })).toHaveValue('');
  });

  it('adds media from a URL with the Enter key and shows why an address cannot be used', async () => {
    fetchMock.mockResolvedValue(Response.json({ error: 'url_blocked' }, { status: 422 }));
    const { user, images } = renderForm();
    await user.type(images.getByRole('textbox', { name: 'Image address' }), 'http://10.0.0.1/cat.jpg{Enter}');

    expect(await within(imageList()).findByRole('alert')).toHaveTextContent(
      'This address cannot be used: it points to a private or local network.',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks to wait while an image uploads, then publishes the uploaded images with their descriptions', async () => {
    const save = vi.mocked(saveListingAction).mockResolvedValue({ ok: true, id: 'listing-0001' });
    const { user, images } = renderForm();
    await user.type(screen.getByLabelText('Product name'), 'Beach hut');
    await user.type(screen.getByLabelText('Description'), 'A hut on the beach, two nights.');
    await user.type(screen.getByLabelText('Price (EUR)'), '90');
    await user.upload(images.getByLabelText('Browse files'), photo('hut.jpg'));

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please wait until every image has finished uploading.',
    );
    expect(save).not.toHaveBeenCalled();

    await FakeUploadRequest.sent[0]!.respond(201, stored('media-hut-00001'));
    await user.type(screen.getByRole('textbox', { name: 'Description of image 1' }), 'The hut at sunset');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(
        null,
        expect.objectContaining({
          images: [{ mediaId: 'media-hut-00001', alt: 'The hut at sunset' }],
          publish: true,
        }),
      ),
    );
  });
});
