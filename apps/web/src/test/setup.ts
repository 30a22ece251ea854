import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { clearSession } from '../lib/session.ts';
import { contractProblems } from './render.tsx';

// A test fails on an unexpected console.error (React warnings included); expect it explicitly where wanted.
beforeEach(() => {
  // No web test reaches a real server: a page that fetches without a fakeApi() meets a dropped connection.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error in test: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearSession();
  // An answer of the fake API that the real API could not give fails the test that faked it.
  const problems = contractProblems.splice(0);
  expect(problems, 'the fake API broke an endpoint declaration of the domain').toEqual([]);
});
