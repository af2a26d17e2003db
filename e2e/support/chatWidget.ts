import type { Page } from '@playwright/test';

/**
 * The visitor starts using the page (a key pressed, which moves nothing): the shell loads the chat
 * widget at a first interaction, or else a few seconds after the page has loaded
 * (`CHAT_LOAD_DELAY_MS`, whose wait its unit test and chat.spec.ts prove). A test about something else
 * calls this rather than wait those seconds out.
 */
export async function startUsing(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
}
