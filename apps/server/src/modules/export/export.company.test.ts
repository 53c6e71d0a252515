import JSZip from 'jszip';
import { getTheme } from '@prowrite/layouts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auth, teamOf } from '../works/testing/works-test-kit';
import { postExport, sampleSlides, seedWork } from './testing/export-test-kit';

async function pptxParts(pptx: Buffer): Promise<{ slides: string; layouts: string }> {
  const zip = await JSZip.loadAsync(pptx);
  const join = async (re: RegExp) => (await Promise.all(zip.file(re).map((f) => f.async('string')))).join('');
  return {
    slides: await join(/^ppt\/slides\/slide\d+\.xml$/),
    layouts: await join(/^ppt\/slideLayouts\/[^/]+\.xml$/),
  };
}

/** The team's company template reaches the PowerPoint export (decision 0007), as it reaches the board. */
describe('PPT export with the company template', () => {
  let t: TestApp;
  let deck: string;
  let teamId: string;

  beforeAll(async () => {
    t = await createTestApp();
    teamId = (await teamOf(t, t.admin.token)).teamId;
    deck = await seedWork(t, t.admin.token, {
      template: 'medical_template2',
      slides: sampleSlides(2, 'zh', ['cover_slide_001', 'hcp_ppt_a_034']),
    });
  });
  afterAll(async () => t?.close());

  const exportPptx = async () => {
    const res = await postExport(t, t.admin.token, {
      title: 'Company deck',
      type: 'PPT',
      pro_write_id: deck,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return pptxParts(res.rawPayload);
  };
  const setFlag = async (enabled: boolean) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/teams/company-template',
      headers: auth(t.admin.token),
      payload: { team_id: teamId, enabled },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('draws the company element and the company cover only while the team flag is on', async () => {
    const t1 = getTheme('medical_template1').colours.primary.slice(1).toUpperCase();
    const plain = await exportPptx();
    expect(plain.slides).not.toContain('name="company_band');
    expect(plain.layouts).not.toContain(t1);

    await setFlag(true);
    const flagged = await exportPptx();
    expect(flagged.slides).toContain('name="company_band');
    expect(flagged.layouts).toContain(t1);

    await setFlag(false);
    expect((await exportPptx()).slides).not.toContain('name="company_band');
  });
});
