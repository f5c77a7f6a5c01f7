import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';
import { DocumentCheck } from './document-check.js';
import { FileStorage } from './file-storage.js';
import { FilesService } from './files.service.js';
import { LocalDiskStorage } from './local-disk-storage.js';

/**
 * Uploads, checked by content and kept in FileStorage: local disk under DATA_DIR/files. An
 * S3-compatible FileStorage would be chosen here from configuration.
 */
@Module({
  providers: [
    FilesService,
    DocumentCheck,
    {
      provide: FileStorage,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new LocalDiskStorage(join(config.dataDir, 'files')),
    },
  ],
  // Modules that keep their own files (essays' PDFs) store them through the same FileStorage.
  exports: [FilesService, FileStorage, DocumentCheck],
})
export class FilesModule {}
