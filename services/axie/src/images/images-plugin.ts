import fp from 'fastify-plugin';
import type { ImageProxyConfig } from '../config';
import { ImageProxy, type Resolver, type TestAllowRule } from './image-proxy';
import { PortraitCache } from './portrait-cache';

export interface AxieImagesOptions {
  config: ImageProxyConfig;
  /** image proxy DNS resolver (tests) */
  resolve?: Resolver;
  /** TEST ONLY: see TestAllowRule */
  imageProxyTestAllow?: TestAllowRule;
}

interface AxieImages {
  /** generated portraits, cached by genes */
  portraits: PortraitCache;
  /** the SSRF-safe proxy for marketplace images */
  imageProxy: ImageProxy;
}

declare module 'fastify' {
  interface FastifyInstance {
    axieImages: AxieImages;
  }
}

/** Decorates `app.axieImages`: the portrait cache and the image proxy the image routes serve. */
export const axieImagesPlugin = fp<AxieImagesOptions>(
  async (app, options) => {
    app.decorate('axieImages', {
      portraits: new PortraitCache(),
      imageProxy: new ImageProxy({ config: options.config, resolve: options.resolve, testAllow: options.imageProxyTestAllow }),
    });
  },
  { name: 'criadero-axie-images', fastify: '5.x' },
);
