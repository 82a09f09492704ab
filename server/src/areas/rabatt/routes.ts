import {
  AdditionalDataSchema,
  AvailableMaloSchema,
  CommentInputSchema,
  CommentReadSchema,
  CommentSchema,
  CommuneQuerySchema,
  CommuneResponsibleSchema,
  CommuneYearQuerySchema,
  DetailParamsSchema,
  EnableRabattAnswerSchema,
  EnableRabattQuerySchema,
  ExportParamsSchema,
  ExportQuerySchema,
  LieferstelleDetailsSchema,
  LieferstelleIdParamsSchema,
  LieferstellenContactSchema,
  LieferstellenPageSchema,
  LieferstellenQuerySchema,
  LieferstelleSchema,
  LieferstelleUpdateSchema,
  MaloParamsSchema,
  NewLieferstelleSchema,
  RabattDashboardSchema,
  StatusAnswerSchema,
  StatusHistorySchema,
  UnreadCommentsSchema,
  UpdateStatusQuerySchema,
} from '@kp/contract/rabatt';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/guards.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { attachmentHeader } from '../../http/attachment.ts';
import * as service from './service.ts';

const config = { access: 'confirmed', flag: 'EnableKommunalrabatt' } as const;
const tags = ['rabatt'];

/** The year's list changes with every edit, comment and status step: never served from a cache. */
const NO_CACHE = 'private, no-cache';

/** The xlsx follows the list's Sparten and filter, like the CSV (decision 010); the PDF is always whole. */
const ExportFilterQuerySchema = ExportQuerySchema.extend({
  filter: LieferstellenQuerySchema.shape.filter,
  sparten: LieferstellenQuerySchema.shape.sparten,
});

export const rabattRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db }) => {
  // Only this plugin's routes: lists, comments and statuses are personal and change all the time.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', NO_CACHE);
  });

  app.get(
    '/lieferstellen',
    {
      config,
      schema: {
        tags,
        summary:
          'Eine Seite der Lieferstellenliste einer Kommune und eines Jahres, numerisch nach Marktlokation sortiert (_limit=-1: alle)',
        querystring: LieferstellenQuerySchema,
        response: { 200: LieferstellenPageSchema },
      },
    },
    async (request) => service.list(db, currentUser(request), request.query),
  );

  app.post(
    '/lieferstellen',
    {
      config,
      schema: {
        tags,
        summary:
          'Die Kommune fügt eine Marktlokation aus der Liste der verfügbaren mit einem Kommentar hinzu',
        querystring: CommuneQuerySchema,
        body: NewLieferstelleSchema,
        response: { 201: LieferstelleSchema },
      },
    },
    async (request, reply) => {
      const created = await service.addLieferstelle(
        db,
        currentUser(request),
        request.query.commune,
        request.body,
      );
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/lieferstellen/updateAdditionalData',
    {
      config,
      schema: {
        tags,
        summary: 'Ändert Straße, Hausnummer und Notiz einer Marktlokation (mit Versionsprüfung)',
        querystring: CommuneQuerySchema,
        body: AdditionalDataSchema,
        response: { 200: LieferstelleSchema },
      },
    },
    async (request) =>
      service.updateAdditionalData(db, currentUser(request), request.query.commune, request.body),
  );

  app.put(
    '/lieferstellen/update-status',
    {
      config,
      schema: {
        tags,
        summary: 'Setzt den Status der Liste eines Jahres auf den nächsten Schritt (oder zurück an NEW)',
        querystring: UpdateStatusQuerySchema,
        response: { 200: StatusAnswerSchema },
      },
    },
    async (request) => service.updateStatus(db, currentUser(request), request.query),
  );

  app.put(
    '/lieferstellen/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Ändert den Rabatt einer Lieferstelle und aller Zeilen ihrer Marktlokation; nur rabatt und version zählen',
        params: LieferstelleIdParamsSchema,
        querystring: CommuneQuerySchema,
        body: LieferstelleUpdateSchema,
        response: { 200: LieferstelleSchema },
      },
    },
    async (request) =>
      service.updateRabatt(db, currentUser(request), request.query.commune, request.params.id, request.body),
  );

  app.post(
    '/lieferstellen/enablerabattstatus',
    {
      config,
      schema: {
        tags,
        summary: 'Setzt den Rabatt für alle Zeilen einer Marktlokation in der Liste des Jahres',
        querystring: EnableRabattQuerySchema,
        response: { 200: EnableRabattAnswerSchema },
      },
    },
    async (request) => service.enableRabatt(db, currentUser(request), request.query),
  );

  app.get(
    '/lieferstellen/dashboard',
    {
      config,
      schema: {
        tags,
        summary: 'Status, Anzahl und Rabatt je Kommune und Jahr (Mitarbeitende: alle Kommunen)',
        response: { 200: RabattDashboardSchema },
      },
    },
    async (request) => service.dashboard(db, currentUser(request)),
  );

  app.get(
    '/lieferstellen/status-history',
    {
      config,
      schema: {
        tags,
        summary: 'Die Statuswechsel der Liste eines Jahres, neueste zuerst',
        querystring: CommuneYearQuerySchema,
        response: { 200: StatusHistorySchema },
      },
    },
    async (request) => service.statusHistory(db, currentUser(request), request.query),
  );

  app.get(
    '/lieferstellen/comments/unread',
    {
      config,
      schema: {
        tags,
        summary: 'Ungelesene Kommentare des Nutzers je Marktlokation der Liste eines Jahres',
        querystring: CommuneYearQuerySchema,
        response: { 200: UnreadCommentsSchema },
      },
    },
    async (request) => service.unreadComments(db, currentUser(request), request.query),
  );

  app.get(
    '/lieferstellen/:marktlokation/comment',
    {
      config,
      schema: {
        tags,
        summary: 'Die Kommentare einer Marktlokation, älteste zuerst',
        params: MaloParamsSchema,
        querystring: CommuneYearQuerySchema,
        response: { 200: z.array(CommentSchema) },
      },
    },
    async (request) => service.thread(db, currentUser(request), request.query, request.params.marktlokation),
  );

  app.post(
    '/lieferstellen/:marktlokation/comment/read',
    {
      config,
      schema: {
        tags,
        summary: 'Markiert die Kommentare einer Marktlokation bis zum zuletzt gezeigten als gelesen',
        params: MaloParamsSchema,
        querystring: CommuneYearQuerySchema,
        body: CommentReadSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.markThreadRead(
        db,
        currentUser(request),
        request.query,
        request.params.marktlokation,
        request.body.upTo,
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/lieferstellen/:marktlokation/comment',
    {
      config,
      schema: {
        tags,
        summary: 'Schreibt einen Kommentar zu einer Marktlokation (Kommentare können nicht gelöscht werden)',
        params: MaloParamsSchema,
        querystring: CommuneQuerySchema,
        body: CommentInputSchema,
        response: { 201: CommentSchema },
      },
    },
    async (request, reply) => {
      const created = await service.addComment(
        db,
        currentUser(request),
        request.query.commune,
        request.params.marktlokation,
        request.body,
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/lieferstellen/:marktlokation/:geschaeftspartnerNummer/details',
    {
      config,
      schema: {
        tags,
        summary: 'Der Rabattbetrag einer Lieferstelle je Jahr, älteste zuerst',
        params: DetailParamsSchema,
        querystring: CommuneQuerySchema,
        response: { 200: LieferstelleDetailsSchema },
      },
    },
    async (request) =>
      service.details(
        db,
        currentUser(request),
        request.query.commune,
        request.params.marktlokation,
        request.params.geschaeftspartnerNummer,
      ),
  );

  app.get(
    '/lieferstellen/export/:commune/:year',
    {
      config,
      schema: {
        tags,
        summary:
          'Die Liste einer Kommune und eines Jahres als PDF; mit format=xlsx die Zeilen der gewählten Sparten und des Filters als Excel-Datei',
        params: ExportParamsSchema,
        querystring: ExportFilterQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await service.exportList(db, currentUser(request), request.params, request.query);
      return reply
        .type(file.contentType)
        .header('content-disposition', attachmentHeader(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  app.get(
    '/lieferstellen/getCachedMalos',
    {
      config,
      schema: {
        tags,
        summary: 'Marktlokationen der Kommune, die noch nicht auf der Liste des Jahres stehen',
        querystring: CommuneYearQuerySchema,
        response: { 200: z.array(AvailableMaloSchema) },
      },
    },
    async (request) => service.availableMalos(db, currentUser(request), request.query),
  );

  app.get(
    '/lieferstellen/getCommuneResponsible',
    {
      config,
      schema: {
        tags,
        summary: 'Der Kommunalpartner der NEW für die Kommune',
        querystring: CommuneQuerySchema,
        response: { 200: CommuneResponsibleSchema },
      },
    },
    async (request) => service.communeResponsible(db, currentUser(request), request.query.commune),
  );

  app.get(
    '/lieferstellen/getCommentsByUserid',
    {
      config,
      schema: {
        tags,
        summary: 'Die eigenen Kommentare in der Liste eines Jahres, neueste zuerst',
        querystring: CommuneYearQuerySchema,
        response: { 200: z.array(CommentSchema) },
      },
    },
    async (request) => service.commentsBy(db, currentUser(request), request.query, 'mine'),
  );

  app.get(
    '/lieferstellen/getCommentsByCommune/:commune',
    {
      config,
      schema: {
        tags,
        summary: 'Die Kommentare der Kommune in der Liste eines Jahres, neueste zuerst',
        params: z.object({ commune: ExportParamsSchema.shape.commune }),
        querystring: z.object({ year: CommuneYearQuerySchema.shape.year }),
        response: { 200: z.array(CommentSchema) },
      },
    },
    async (request) =>
      service.commentsBy(
        db,
        currentUser(request),
        { commune: request.params.commune, year: request.query.year },
        'commune',
      ),
  );

  app.get(
    '/lieferstellen/getCommentsByMa',
    {
      config,
      schema: {
        tags,
        summary: 'Die Kommentare der NEW-Mitarbeitenden in der Liste eines Jahres, neueste zuerst',
        querystring: CommuneYearQuerySchema,
        response: { 200: z.array(CommentSchema) },
      },
    },
    async (request) => service.commentsBy(db, currentUser(request), request.query, 'employees'),
  );

  app.get(
    '/lieferstellen/getlieferstellencontact',
    {
      config,
      schema: {
        tags,
        summary: 'Die Ansprechperson des Kommunalrabatt-Teams',
        response: { 200: LieferstellenContactSchema },
      },
    },
    async () => service.lieferstellenContact(db),
  );
};
