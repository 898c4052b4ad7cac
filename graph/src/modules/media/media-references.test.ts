// References are judged by the file they resolve to, as the media server finds it.
import { fileNameRegex, htmlReferences, resolvedPath, urlReferences } from './media-references';

const FILE = '/media/library/0b5c1d2e-aaaa-4bbb-8ccc-123456789abc.webp';

it.each([
  FILE,
  `${FILE}?w=800`,
  `${FILE}#top`,
  `http://savepoint.example${FILE}`,
  `https://cdn.elsewhere.test:8443${FILE}?x=1`,
  '/media/librar%79/0b5c1d2e-aaaa-4bbb-8ccc-123456789abc.webp',
  '/media/library/%30b5c1d2e-aaaa-4bbb-8ccc-123456789ABC.webp'.replace('ABC', 'abc'),
  '/media/library%2F0b5c1d2e-aaaa-4bbb-8ccc-123456789abc.webp',
  '/media/./library//0b5c1d2e-aaaa-4bbb-8ccc-123456789abc.webp',
  '/media/thumbnails/../library/0b5c1d2e-aaaa-4bbb-8ccc-123456789abc.webp',
  '\\media\\library\\0b5c1d2e-aaaa-4bbb-8ccc-123456789abc.webp',
])('%s is the stored file', (reference) => {
  expect(urlReferences(reference, FILE)).toBe(true);
  expect(htmlReferences(`<p>x</p><img src="${reference}" alt="">`, FILE)).toBe(true);
  expect(new RegExp(fileNameRegex('0b5c1d2e-aaaa-4bbb-8ccc-123456789abc.webp')).test(reference)).toBe(true);
});

it.each([
  '/media/library/0b5c1d2e-aaaa-4bbb-8ccc-123456789abd.webp',
  '/media/thumbnails/0b5c1d2e-aaaa-4bbb-8ccc-123456789abc.webp',
  '/media/library/0b5c1d2e-aaaa-4bbb-8ccc-123456789abc.webp.bak',
])('%s is another file', (reference) => {
  expect(urlReferences(reference, FILE)).toBe(false);
  expect(htmlReferences(`<img src="${reference}">`, FILE)).toBe(false);
});

it('finds a reference in srcset, entity-encoded text and CSS url()', () => {
  expect(htmlReferences(`<img srcset="/a.webp 1x,http://h${FILE} 2x">`, FILE)).toBe(true);
  expect(htmlReferences(`<img src="&#47;media&#47;library&#47;${FILE.slice(15)}">`, FILE)).toBe(true);
  expect(htmlReferences(`<span style="background:url(${FILE})"></span>`, FILE)).toBe(true);
  expect(resolvedPath('http://[bad')).toBeNull();
});
