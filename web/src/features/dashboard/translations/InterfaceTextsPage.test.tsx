import { INTERFACE_TEXT_MESSAGES } from '@portfolio/common';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { alertSuccess } from '@/lib/alerts';
import { ApiRequestError } from '@/lib/api-client';
import { loadInterfaceTexts, saveInterfaceTexts } from '@/features/dashboard/api/interface-text-requests';
import { InterfaceTextsPage } from './InterfaceTextsPage';

// Automocked: every export a vi.fn().
vi.mock('@/lib/alerts');
vi.mock('@/features/dashboard/api/interface-text-requests');

function renderPage(language = 'ar') {
  vi.mocked(loadInterfaceTexts).mockResolvedValue({
    language,
    texts: [
      { key: 'texts.header.home', english: 'Home', catalog: 'الرئيسية', arguments: 0 },
      { key: 'texts.header.about', english: 'About', catalog: 'نبذة', arguments: 0 },
      { key: 'texts.header.profile', english: 'Profile: {0}', arguments: 1 },
    ],
    overrides: { 'texts.header.home': 'البداية' },
  });
  vi.mocked(saveInterfaceTexts).mockReset();
  const router = createMemoryRouter([{ path: '*', element: <InterfaceTextsPage language={language} /> }]);
  render(<RouterProvider router={router} />);
}

const ownField = (key: string) => screen.findByLabelText(`Your text for ${key}`) as Promise<HTMLInputElement>;

describe('InterfaceTextsPage', () => {
  it('lists each text with its English and catalog text beside a labelled field, in the language', async () => {
    renderPage();
    const home = await ownField('texts.header.home');
    expect(home.value).toBe('البداية');
    expect(home).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('نبذة')).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Interface texts in العربية');
  });

  it('filters by key or word', async () => {
    renderPage();
    await ownField('texts.header.home');
    fireEvent.change(screen.getByLabelText('Filter texts'), { target: { value: 'profile' } });
    await waitFor(() => expect(screen.queryByLabelText('Your text for texts.header.home')).toBeNull());
    expect(screen.getByLabelText('Your text for texts.header.profile')).toBeInTheDocument();
  });

  it('saves the texts written, without the one reset', async () => {
    renderPage();
    fireEvent.change(await ownField('texts.header.profile'), { target: { value: 'أنا ({0})' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset texts.header.home' }));
    vi.mocked(saveInterfaceTexts).mockResolvedValue({ overrides: { 'texts.header.profile': 'أنا ({0})' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alertSuccess).toHaveBeenCalledWith('Interface texts saved'));
    expect(saveInterfaceTexts).toHaveBeenCalledWith('ar', { 'texts.header.profile': 'أنا ({0})' });
  });

  it('refuses a text that cannot parse or shows a value its English has not, by its field, without asking the API', async () => {
    renderPage();
    fireEvent.change(await ownField('texts.header.about'), { target: { value: 'About {0}' } });
    fireEvent.change(await ownField('texts.header.profile'), { target: { value: 'Me {0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(INTERFACE_TEXT_MESSAGES.noArguments)).toBeInTheDocument();
    expect(screen.getByText(INTERFACE_TEXT_MESSAGES.notMessage)).toBeInTheDocument();
    expect(await ownField('texts.header.about')).toHaveAttribute('aria-invalid', 'true');
    expect(saveInterfaceTexts).not.toHaveBeenCalled();
  });

  it('shows the API’s refusal by its field', async () => {
    renderPage();
    vi.mocked(saveInterfaceTexts).mockRejectedValue(
      new ApiRequestError(400, 'validation_failed', 'Some fields are invalid.', {
        'texts.header.home': INTERFACE_TEXT_MESSAGES.unknownKey,
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(INTERFACE_TEXT_MESSAGES.unknownKey)).toBeInTheDocument();
    expect(await ownField('texts.header.home')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Some texts were refused: see each below.')).toBeInTheDocument();
  });
});
