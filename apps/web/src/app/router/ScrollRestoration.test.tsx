import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from './ScrollRestoration';

function Page({ name }: { name: string }) {
  const navigate = useNavigate();
  return (
    <>
      <h1>{name}</h1>
      <p id="terms">terms</p>
      <button onClick={() => void navigate('/b')}>to B</button>
      <button onClick={() => void navigate('/b#terms')}>to B terms</button>
      <button onClick={() => void navigate(-1)}>back</button>
      <button onClick={() => void navigate(1)}>forward</button>
    </>
  );
}

const scrollTo = vi.fn();
const scrollIntoView = vi.fn();
function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => {
  scrollTo.mockReset();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView;
  render(
    <MemoryRouter initialEntries={['/a']}>
      <ScrollRestoration />
      <Routes>
        <Route path="/a" element={<Page name="A" />} />
        <Route path="/b" element={<Page name="B" />} />
      </Routes>
    </MemoryRouter>,
  );
});

describe('ScrollRestoration', () => {
  it('starts a new page at its top and returns to the old position on Back and Forward', async () => {
    expect(history.scrollRestoration).toBe('manual');
    scrollWindowTo(420);
    scrollTo.mockReset();
    press('to B');
    await screen.findByRole('heading', { name: 'B' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollWindowTo(90);
    press('back');
    await screen.findByRole('heading', { name: 'A' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 420);
    press('forward');
    await screen.findByRole('heading', { name: 'B' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 90);
  });

  it('scrolls to the #anchor of a new entry', async () => {
    scrollTo.mockReset();
    press('to B terms');
    await screen.findByRole('heading', { name: 'B' });
    expect(scrollIntoView).toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
