// What the decoder process (DecoderProcess.c) and the process that starts it
// (DecoderBox.c) agree on: how the decoder is asked for, and the header of
// its answer, which it writes to its standard output before the bytes.
#ifndef TABLESNAP_DECODER_PROTOCOL_H
#define TABLESNAP_DECODER_PROTOCOL_H

#include "CGraphics.h"
#include <stdint.h>
#include <string.h>

// Both the argument and the environment variable must be present: a user
// who happens to set one of them still gets the command they ran.
#define TABLESNAP_DECODER_ARGUMENT "--tablesnap-decoder-process"
#define TABLESNAP_DECODER_VARIABLE "TABLESNAP_DECODER_PROCESS"
// argv: program, argument, kind, cpu seconds, memory, answer bytes, maximum pixels, maximum side.
#define TABLESNAP_DECODER_ARGUMENT_COUNT 8

#define TABLESNAP_DECODER_MAGIC "TSDECOD1"

typedef struct {
    char magic[8];
    int32_t status;
    int32_t pixel_width, pixel_height;
    int32_t unused;
    double width, height;
    uint64_t count;
    char message[256];
} tablesnap_decoder_header;

// The answer's fields from a header (its bytes are the caller's to set).
static inline void tablesnap_answer_from_header(const tablesnap_decoder_header *header, tablesnap_decode_answer *answer) {
    answer->status = (tablesnap_decode_status)header->status;
    answer->width = header->width;
    answer->height = header->height;
    answer->pixel_width = header->pixel_width;
    answer->pixel_height = header->pixel_height;
    memcpy(answer->message, header->message, sizeof answer->message);
    answer->message[sizeof answer->message - 1] = 0;
}

#endif
