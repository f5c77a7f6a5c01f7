import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** argon2id with the library's current recommended cost. */
@Injectable()
export class PasswordHasher {
  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}

/** Verifying against this when the user does not exist keeps response times alike. */
export const DUMMY_HASH =
  '$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHRzb21lc2FsdA$0c+0yJkqDVeZ1Fh3bQeQhPyBK6Q0XlWlTOeHnXcFzqA';
