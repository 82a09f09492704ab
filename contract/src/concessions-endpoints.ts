import { z } from 'zod';
import {
  ConcessionTopicSchema,
  ConcessionTopicsQuerySchema,
  DocumentDownloadQuerySchema,
  DocumentsPageSchema,
  DocumentsQuerySchema,
  TopicHistoryEntrySchema,
  TopicIdParamsSchema,
} from './concessions.ts';
import { defineEndpoint } from './endpoint.ts';

// The concession topics and the concession-fee documents (spec 02 §3, §7). `commune` is only sent by
// employees; for commune users the server takes their own commune.

const topics = {
  access: 'confirmed',
  flag: 'EnableKonzessionssachstaende',
  portal: 'municipal',
  tags: ['concessions'],
} as const;

const documents = {
  access: 'confirmed',
  flag: 'EnableTestate',
  portal: 'municipal',
  tags: ['concessions'],
} as const;

export const concessionsEndpoints = {
  topics: defineEndpoint({
    ...topics,
    method: 'GET',
    path: '/konzessionsthemen',
    summary:
      'Die Konzessionsthemen der Kommune (Mitarbeitende: aller Kommunen oder der genannten), archivierte markiert',
    query: ConcessionTopicsQuerySchema,
    answers: { 200: z.array(ConcessionTopicSchema) },
  }),
  topicHistory: defineEndpoint({
    ...topics,
    method: 'GET',
    path: '/konzessionsthemen/:id/history',
    summary: 'Der Verlauf eines Konzessionsthemas, neueste Einträge zuerst',
    params: TopicIdParamsSchema,
    answers: { 200: z.array(TopicHistoryEntrySchema) },
  }),
  documents: defineEndpoint({
    ...documents,
    method: 'GET',
    path: '/enaio/testate',
    summary:
      'Eine Seite der Konzessionsabgaben-Dokumente und Testate, neuestes Jahr zuerst, mit Gesamtzahl und vorhandenen Jahren',
    query: DocumentsQuerySchema,
    answers: { 200: DocumentsPageSchema },
  }),
  download: defineEndpoint({
    ...documents,
    method: 'GET',
    path: '/enaio/download',
    summary: 'Die Datei eines Dokuments als Anhang; ein Dokument einer anderen Kommune ergibt 404',
    query: DocumentDownloadQuerySchema,
    answers: { 200: 'file' },
  }),
};
