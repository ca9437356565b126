import { Column, CreateDateColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The columns of a row that holds a UK postal address, declared once: the address book's entries
 * and the answers people give through collection links, which are matched and copied field by
 * field into the book. An entity extends it (its tables stay each module's own).
 */
export abstract class PostalRow {
  @PrimaryGeneratedColumn('increment', { type: 'int' })
  id!: number;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  line1!: string;

  @Column({ type: 'text', default: '' })
  line2!: string;

  @Column({ type: 'text' })
  city!: string;

  @Column({ type: 'text', default: '' })
  county!: string;

  @Column({ type: 'text' })
  postcode!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
