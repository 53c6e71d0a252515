import type { MediaFileInfo } from '@prowrite/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AllowList } from '../../http/outbound/address-policy';
import type { StorageDriver } from '../../storage/storage-driver';
import type { FilesService } from '../files';
import { ImageGenerator } from './image-generator';
import { MediaFetchService } from './media-fetch.service';
import { MediaRepository } from './media.repository';
import { mediaRoutes } from './media.routes';
import { MediaService, type MediaServiceDeps } from './media.service';
import { MediaStore } from './media-store';
import { receiveMediaUpload } from './media-upload';
import { mediaUploadRoutes } from './media-upload.routes';

export type MediaModule = {
  store: MediaStore;
  service: MediaService;
  fetcher: MediaFetchService;
  images: ImageGenerator;
};

/** The store alone: the files module's `?purpose=media` upload needs it before the works module exists. */
export function createMediaStore(files: FilesService, storage: StorageDriver, config: Config): MediaStore {
  return new MediaStore(files, storage, config.media);
}

/** The files upload's `?purpose=media`: any image or video, up to the larger of the two caps. */
export function mediaUploadHandler(store: MediaStore): (req: FastifyRequest) => Promise<MediaFileInfo> {
  const maxBytes = Math.max(store.limits.imageMaxBytes, store.limits.videoMaxBytes);
  return (req) => receiveMediaUpload(req, store, { accept: 'any', maxBytes });
}

/** Wires media: link fetches through the outbound guard, source figures, AI images, avatar and screenshots. */
export function registerMedia(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    store: MediaStore;
    storage: StorageDriver;
    works: MediaServiceDeps['works'];
  },
): MediaModule {
  const { config, store } = deps;
  const allow = new AllowList(config.outboundAllowHosts);
  const images = new ImageGenerator(
    config.llm && config.imageModel
      ? { baseUrl: config.llm.baseUrl, apiKey: config.llm.apiKey, model: config.imageModel }
      : undefined,
    store,
    { allow },
  );
  const service = new MediaService({
    works: deps.works,
    repo: new MediaRepository(deps.db),
    storage: deps.storage,
    images,
  });
  const fetcher = new MediaFetchService(store, { allow });
  mediaRoutes(app, { service, fetcher, works: deps.works });
  mediaUploadRoutes(app, store);
  return { store, service, fetcher, images };
}
