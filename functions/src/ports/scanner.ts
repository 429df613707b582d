/**
 * Malware scanning of uploaded files before anything is stored for users. In AWS, Amazon GuardDuty
 * Malware Protection for S3 scans; the local cloud uses a sandbox scanner that recognises the
 * EICAR standard antivirus test file.
 */
export type ScanResult = { clean: true } | { clean: false; threat: string };

export interface Scanner {
  inspect(bytes: Buffer, name: string): Promise<ScanResult>;
}
