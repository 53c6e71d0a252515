import { DeckBoardPage } from '../pages/DeckBoardPage';
import { LoginPage } from '../pages/LoginPage';
import { WorkbenchPage } from '../pages/WorkbenchPage';
import { corpusFile, truthOf } from '../support/corpus';
import { expect, test } from '../support/fixtures';
import { ADMIN } from '../support/test-env';

const HAN = /\p{Script=Han}/gu;

test('a corpus paper gives a zh-cn deck whose results slide states the primary result in Chinese', async ({
  page,
}) => {
  const pdf = corpusFile('pdf/act-v.pdf');
  test.skip(pdf === null, 'the shared corpus is absent');
  if (!pdf) return;
  // Upload, parse and generation on a shared two-core machine.
  test.setTimeout(300_000);
  const truth = truthOf('act-v');
  const values = (truth.primary_result?.arms ?? []).map((a) => `${a.value}${a.unit ?? ''}`);
  expect(values.length).toBeGreaterThan(1);

  const login = new LoginPage(page);
  await login.goto('/login?redirect=%2Fworks');
  await login.login(ADMIN.email, ADMIN.password);
  const workbench = new WorkbenchPage(page);
  await workbench.upload(pdf);
  await workbench.waitParsed('act-v.pdf');
  await workbench.fill({
    name: `ACT V 中文 ${Date.now().toString(36).replace(/\d/g, '')}`,
    template: 'general',
    outLang: 'zh-cn',
  });
  await workbench.create();

  const board = new DeckBoardPage(page);
  await expect(board.board).toBeVisible();
  // The results slide: the primary-result layout, headed 主要终点结果 (the writer's Chinese label).
  const results = board.slideWithLayout('section_slide_006');
  await expect(results).toBeAttached({ timeout: 180_000 });
  await board.reveal(results);
  await expect(board.text(results, 'section_title')).toHaveText('主要终点结果');
  const sentence = board.text(results, 'text_1');
  for (const v of values) await expect(sentence).toContainText(v);
  const text = (await sentence.textContent()) ?? '';
  // Chinese sentence: the arms by their Chinese names, no source words quoted, mostly Han letters.
  expect(text).toContain('维纳卡兰组');
  expect(text).toContain('安慰剂组');
  expect(text).not.toContain('原文');
  const han = text.match(HAN)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  expect(han).toBeGreaterThan(9 * latin);
});
