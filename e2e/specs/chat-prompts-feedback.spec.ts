import { AnswerFeedback } from '../pages/AnswerFeedback';
import { ChatPage } from '../pages/ChatPage';
import { LoginPage } from '../pages/LoginPage';
import { PromptPicker } from '../pages/PromptPicker';
import { expect, test } from '../support/fixtures';
import { ADMIN } from '../support/test-env';
import { apiLogin } from '../support/works-api';

test('text chat: a built-in prompt goes into the composer, the answer is liked with a tag, and the like survives a reload', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request);
  // The browser runs in zh-CN: the library answers in Chinese.
  const library = await request.get('/api/v1/nana-prompts?lang=zh-cn', {
    headers: { 'Access-Token': token },
  });
  expect(library.status()).toBe(200);
  const prompts = ((await library.json()) as { data: { data: { data: { id: string; text: string }[] } } })
    .data.data.data;
  const prompt = prompts.find((p) => p.id === 'kaplan-meier-plain-language')!;
  expect(prompt.text).toContain('Kaplan–Meier');

  const login = new LoginPage(page);
  await login.goto(`/login?redirect=${encodeURIComponent('/chat-text')}`);
  await login.login(ADMIN.email, ADMIN.password);
  const chat = new ChatPage(page);
  await expect(chat.input).toBeVisible();

  const picker = new PromptPicker(page);
  await picker.open();
  await picker.search.fill('Kaplan');
  await expect(picker.item('kaplan-meier-plain-language')).toBeVisible();
  await expect(picker.item('extract-pico')).toHaveCount(0);
  await picker.insert('kaplan-meier-plain-language');
  await expect(chat.input).toHaveValue(prompt.text);

  await chat.send.click();
  const answer = chat.lastAnswer();
  // No model on the e2e server: the offline engine answers text chat (with what it needs) and finishes.
  await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(page).toHaveURL(/[?&]id=/);

  const feedback = new AnswerFeedback(page, answer);
  await feedback.rate('like', ['accurate']);
  await expect(feedback.root).toHaveAttribute('data-feedback', 'like');
  await expect(feedback.like).toHaveAttribute('aria-pressed', 'true');
  await expect(feedback.chosen).toHaveText('准确');

  await page.reload();
  const reloaded = new AnswerFeedback(page, new ChatPage(page).lastAnswer());
  await expect(reloaded.root).toHaveAttribute('data-feedback', 'like');
  await expect(reloaded.like).toHaveAttribute('aria-pressed', 'true');
  await expect(reloaded.chosen).toHaveText('准确');
  await expect(page.getByTestId('chat-turn').last().locator('.chat-question')).toHaveText(prompt.text);

  // The kept tags reopen the popover with them chosen; one more is added.
  await reloaded.chosen.click();
  await expect(reloaded.panel.getByTestId('feedback-tag-accurate')).toHaveClass(/checked/);
  await reloaded.panel.getByTestId('feedback-tag-clear').click();
  await reloaded.panel.getByTestId('feedback-submit').click();
  await expect(reloaded.chosen).toHaveText('准确 · 清晰易懂');
});
