import { expect, test } from 'vitest';
import { routeOfPage } from './files';

test('routes come from file paths', () => {
  expect(routeOfPage('index.yaml')).toBe('/');
  expect(routeOfPage('about.yaml')).toBe('/about');
  expect(routeOfPage('replacement-windows/index.yaml')).toBe('/replacement-windows');
  expect(routeOfPage('replacement-windows/bay-windows.yaml')).toBe('/replacement-windows/bay-windows');
});
