export declare const publishedKeys: readonly string[];
export declare function stageCompilerPackage(root: string): string;
