import type { ConcessionTopic, TopicHistoryEntry } from '@kp/contract/concessions';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/app.ts';
import {
  buildCommuneDataCast,
  buildCommuneDataUser,
  buildTopic,
  communeDataCaller,
  communeParam,
} from '../../test/contracts-factories.ts';
import { buildServiceArea } from '../../test/factories.ts';

const { app, db } = await setupTestApp();
const call = communeDataCaller(app, db);
const { communeA, communeB, employee, userA, userB } = await buildCommuneDataCast(db);
const area = await buildServiceArea(db, { title: 'Energie' });

const at = (iso: string) => new Date(iso);

// Commune A: three topics (one archived, one with an active entry); commune B: one.
const netz = await buildTopic(db, {
  communeId: communeA.id,
  themaId: 'T-NETZ',
  vertrag: 'Stromnetz',
  serviceAreaId: area.id,
  updatedAt: at('2025-03-01T10:00:00Z'),
  entries: [
    { datum: at('2024-01-10T09:00:00Z'), details: 'Erster **Stand**' },
    { datum: at('2025-03-01T10:00:00Z'), details: 'Neuer **Stand** <script>alert(1)</script>', active: true },
    { datum: at('2024-06-01T09:00:00Z'), details: 'Zweiter Stand' },
  ],
});
const gas = await buildTopic(db, {
  communeId: communeA.id,
  vertrag: 'Gasnetz',
  updatedAt: at('2024-05-01T10:00:00Z'),
  entries: [{ datum: at('2024-05-01T10:00:00Z'), details: 'Verhandlung läuft' }],
});
const archived = await buildTopic(db, {
  communeId: communeA.id,
  vertrag: 'Ärztehaus Wärme',
  archiviert: true,
  updatedAt: at('2023-01-01T10:00:00Z'),
});
const otherTopic = await buildTopic(db, {
  communeId: communeB.id,
  vertrag: 'Wasser',
  updatedAt: at('2024-08-01T10:00:00Z'),
  entries: [{ datum: at('2024-08-01T10:00:00Z'), details: 'B' }],
});

const topicsOf = async (url: string, user = employee) => {
  const res = await call(url, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ConcessionTopic[];
};
const vertraege = (topics: ConcessionTopic[]) => topics.map((topic) => topic.vertrag);

describe('GET /api/konzessionsthemen', () => {
  it('gives a commune user their own topics, archived ones flagged, by Änderungsdatum ascending', async () => {
    const topics = await topicsOf('/api/konzessionsthemen', userA);
    expect(vertraege(topics)).toEqual(['Ärztehaus Wärme', 'Gasnetz', 'Stromnetz']);
    expect(topics.map((topic) => topic.Archiviert)).toEqual([true, false, false]);
    expect(vertraege(await topicsOf('/api/konzessionsthemen', userB))).toEqual(['Wasser']);
  });

  it('keeps no copy of a topic or its history in any browser or across sessions (decision 026)', async () => {
    for (const url of ['/api/konzessionsthemen', `/api/konzessionsthemen/${netz.topic.id}/history`]) {
      const res = await call(url, userA);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
      expect(String(res.headers.vary), url).toMatch(/\bcookie\b/i);
    }
  });

  it('answers with the newest entry rendered and sanitised, active and the service area', async () => {
    const [topic] = (await topicsOf('/api/konzessionsthemen', userA)).filter((t) => t.id === netz.topic.id);
    expect(topic).toEqual({
      id: netz.topic.id,
      themaId: 'T-NETZ',
      vertrag: 'Stromnetz',
      details: '<p>Neuer <strong>Stand</strong> </p>\n',
      communeName: communeA.name,
      updated: Date.parse('2025-03-01T10:00:00Z'),
      active: true,
      Archiviert: false,
      serviceArea: { id: area.id, title: 'Energie' },
    });
    const [withoutEntries] = (await topicsOf('/api/konzessionsthemen', userA)).filter(
      (t) => t.id === archived.topic.id,
    );
    expect(withoutEntries).toMatchObject({ details: '', active: false, serviceArea: null });
  });

  it('sorts by Vertrag, Kommune and Änderungsdatum, each both ways, in German order', async () => {
    const url = (sort: string, order: string) => `/api/konzessionsthemen?sort=${sort}&order=${order}`;
    expect(vertraege(await topicsOf(url('vertrag', 'asc'), userA))).toEqual([
      'Ärztehaus Wärme',
      'Gasnetz',
      'Stromnetz',
    ]);
    expect(vertraege(await topicsOf(url('vertrag', 'desc'), userA))).toEqual([
      'Stromnetz',
      'Gasnetz',
      'Ärztehaus Wärme',
    ]);
    expect(vertraege(await topicsOf(url('updated', 'desc'), userA))).toEqual([
      'Stromnetz',
      'Gasnetz',
      'Ärztehaus Wärme',
    ]);
    // Kommune, then Vertrag: Brüggen … before Schwalmtal …
    expect(vertraege(await topicsOf(url('kommune', 'asc')))).toEqual([
      'Ärztehaus Wärme',
      'Gasnetz',
      'Stromnetz',
      'Wasser',
    ]);
    expect(vertraege(await topicsOf(url('kommune', 'desc')))).toEqual([
      'Wasser',
      'Stromnetz',
      'Gasnetz',
      'Ärztehaus Wärme',
    ]);
    const bad = await call(url('titel', 'asc'), userA);
    expect(bad.statusCode).toBe(400);
  });

  it('scopes: a commune user naming another commune gets 403; employees get all or the named one', async () => {
    expect((await call(`/api/konzessionsthemen?${communeParam(communeB.name)}`, userA)).statusCode).toBe(403);
    expect(
      vertraege(await topicsOf(`/api/konzessionsthemen?${communeParam(communeA.name)}`, userA)),
    ).toHaveLength(3);
    expect(await topicsOf('/api/konzessionsthemen')).toHaveLength(4);
    expect(vertraege(await topicsOf(`/api/konzessionsthemen?${communeParam(communeB.name)}`))).toEqual([
      'Wasser',
    ]);
    expect((await call('/api/konzessionsthemen?commune=Atlantis', employee)).statusCode).toBe(404);
  });
});

describe('GET /api/konzessionsthemen/:id/history', () => {
  const historyOf = async (id: number, user = employee) => {
    const res = await call(`/api/konzessionsthemen/${id}/history`, user);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TopicHistoryEntry[];
  };

  it('lists the entries newest first, rendered', async () => {
    const history = await historyOf(netz.topic.id, userA);
    expect(history.map((entry) => entry.Datum)).toEqual(
      ['2025-03-01T10:00:00Z', '2024-06-01T09:00:00Z', '2024-01-10T09:00:00Z'].map(Date.parse),
    );
    expect(history.map((entry) => entry.active)).toEqual([true, false, false]);
    expect(history[2]).toEqual({
      id: netz.entries[0].id,
      Datum: Date.parse('2024-01-10T09:00:00Z'),
      active: false,
      Details: '<p>Erster <strong>Stand</strong></p>\n',
    });
    expect(await historyOf(archived.topic.id, userA)).toEqual([]);
  });

  it('answers 404 for another commune’s topic, as for a missing one; employees read any', async () => {
    const foreign = await call(`/api/konzessionsthemen/${otherTopic.topic.id}/history`, userA);
    const missing = await call('/api/konzessionsthemen/999999/history', userA);
    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.json().message).toBe('Das Konzessionsthema wurde nicht gefunden.');
    expect(await historyOf(otherTopic.topic.id, userB)).toHaveLength(1);
    expect(await historyOf(otherTopic.topic.id)).toHaveLength(1);
    expect(await historyOf(gas.topic.id)).toHaveLength(1);
    expect((await call('/api/konzessionsthemen/abc/history', userA)).statusCode).toBe(400);
  });
});

describe('the flag EnableKonzessionssachstaende', () => {
  it('is needed for the list and the history', async () => {
    const without = await buildCommuneDataUser(db, {
      communeId: communeA.id,
      enableKonzessionssachstaende: false,
    });
    for (const url of ['/api/konzessionsthemen', `/api/konzessionsthemen/${netz.topic.id}/history`]) {
      const res = await call(url, without);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toBe('feature_disabled');
    }
  });
});
