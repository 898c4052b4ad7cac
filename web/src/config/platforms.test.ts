import { platformParam } from './platforms';

test('a URL names a platform by its id in any case; anything else names none', () => {
  expect(platformParam(' PS5 ')).toBe('ps5');
  expect(platformParam('switch-2')).toBe('switch-2');
  for (const raw of ['amiga', '', null, 'toString', '<script>', 'pc,ps5']) expect(platformParam(raw)).toBeNull();
});
